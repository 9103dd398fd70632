/**
 * One form field drawn from its definition: label (required fields marked with *, the control
 * aria-required, a group's legend with a hidden 'required' word), the input of its type, and its message right below it, tied to the input
 * with aria-describedby and aria-invalid. Inputs are uncontrolled: the values typed stay put, and
 * after a refused post the server draws them back from the submission.
 */
import type { ReactNode } from 'react';
import type { FieldDef } from '../../forms/kinds';
import { labelOf, optionText, type FormTexts } from '../../forms/messages';
import type { Choice } from './types';
import { readAreaText } from '../../alerts/alert-area';

export interface FieldProps {
  def: FieldDef;
  id: string;
  t: FormTexts;
  value: string | string[] | undefined;
  error: string | undefined;
  choices?: Choice[];
  label?: string;
  hint?: ReactNode;
  onInput?: (value: string) => void;
  /** Required through a cross-field rule (at least one type and one zone): marked like a required field. */
  marked?: boolean;
  /** For an area field: where its "remove" link goes (the page without the area). */
  removeHref?: string;
  /**
   * The form grid's cell class (`form-grid__half`, `form-grid__full`): the field's own element is
   * the grid's cell, without a wrapper of its own (decision record 022, amendment 036: the page's element count).
   */
  cell?: string;
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';
const all = (v: string | string[] | undefined) => (Array.isArray(v) ? v : v ? [v] : []);

function Label({
  text,
  required,
  t,
  htmlFor,
  as = 'label',
}: {
  text: string;
  required: boolean | undefined;
  t: FormTexts;
  htmlFor?: string;
  as?: 'label' | 'legend';
}) {
  // The visible mark is the label's ::after (client/styles/forms.css, left out of the accessible
  // name). A legend's group says 'required' in words; a label's control is aria-required, which
  // screen readers announce, so its label does not say it twice (decision record 022, amendment 036).
  const body = (
    <>
      {text}
      {required && as === 'legend' && <span className="visually-hidden"> ({t.requiredMark()})</span>}
    </>
  );
  const cls = `form-field__label${required ? ' form-field__label--required' : ''}`;
  return as === 'legend' ? (
    <legend className={cls}>{body}</legend>
  ) : (
    <label className={cls} htmlFor={htmlFor}>
      {body}
    </label>
  );
}

export function Field({
  def,
  id,
  t,
  value,
  error,
  choices,
  label,
  hint,
  onInput,
  marked,
  removeHref,
  cell,
}: FieldProps) {
  const text = label ?? labelOf(t, def.name);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  const aria = { 'aria-invalid': error ? (true as const) : undefined, 'aria-describedby': describedBy };
  const message = error ? (
    <p className="form-field__error" id={errorId}>
      {error}
    </p>
  ) : null;
  const hintEl = hint ? (
    <p className="form-field__hint" id={hintId}>
      {hint}
    </p>
  ) : null;
  const cls = `${cell ? `${cell} ` : ''}form-field form-field--${def.type}${error ? ' form-field--invalid' : ''}`;

  if (def.type === 'hidden-id') {
    const input = <input type="hidden" name={def.name} value={first(value)} />;
    // Its (empty) cell keeps the grid's rows and gaps as they were.
    return cell ? <div className={cell}>{input}</div> : input;
  }

  if (def.type === 'area') {
    // Carried from the listing: sent as a hidden field, told as a sentence, removable.
    const v = first(value);
    if (!v) return null;
    const read = readAreaText(v);
    const area = read?.ok ? read.area : undefined;
    return (
      <div className={cls}>
        <p className="form-field__label">{text}</p>
        <input type="hidden" name={def.name} value={v} />
        <p className="form-area" id={id} tabIndex={-1} {...aria}>
          {area ? (area.kind === 'near' ? t.area.near({ radius: area.radiusKm }) : t.area.drawn()) : null}{' '}
          {removeHref && (
            <a href={removeHref} className="form-area__remove" data-area-remove="">
              {t.area.remove()}
            </a>
          )}
        </p>
        {message}
      </div>
    );
  }

  if (def.type === 'checkbox') {
    return (
      <div className={cls}>
        <label className="form-check">
          <input
            type="checkbox"
            id={id}
            name={def.name}
            value="on"
            defaultChecked={first(value) === 'on' || first(value) === 'true'}
            {...aria}
          />
          {text}
        </label>
        {message}
      </div>
    );
  }

  if (def.type === 'radio' || def.type === 'multi') {
    const options: Choice[] =
      choices ?? (def.options ?? []).map((o) => ({ value: o, label: optionText(t, def.name, o) }));
    const picked = all(value);
    const multi = def.type === 'multi';
    return (
      <fieldset
        className={`${cls} form-choices${options.length > 8 ? ' form-choices--long' : ''}`}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
      >
        <Label as="legend" text={text} required={def.required || marked} t={t} />
        {hintEl}
        <div className="form-choices__list">
          {options.map((o, i) => (
            <label key={o.value} className="form-check">
              <input
                type={multi ? 'checkbox' : 'radio'}
                id={i === 0 ? id : `${id}-${i}`}
                name={def.name}
                value={o.value}
                defaultChecked={picked.includes(o.value)}
                aria-invalid={error ? true : undefined}
              />
              {o.label}
            </label>
          ))}
        </div>
        {message}
      </fieldset>
    );
  }

  const common = { id, name: def.name, 'aria-required': def.required ? (true as const) : undefined, ...aria };
  let input: ReactNode;
  if (def.type === 'select') {
    input = (
      <select className="input" defaultValue={first(value)} {...common}>
        <option value="">{t.option.choose()}</option>
        {(choices ?? []).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  } else if (def.type === 'textarea') {
    input = (
      <textarea
        className="input form-field__textarea"
        rows={5}
        maxLength={def.max}
        defaultValue={first(value)}
        {...common}
      />
    );
  } else {
    const type = def.type === 'email' ? 'email' : def.type === 'tel' ? 'tel' : def.type === 'date' ? 'date' : 'text';
    const inputMode = def.type === 'integer' ? 'numeric' : def.type === 'money' ? 'decimal' : undefined;
    input = (
      <input
        className="input"
        type={type}
        inputMode={inputMode}
        autoComplete={def.autocomplete}
        maxLength={
          def.type === 'text' || def.type === 'email' || def.type === 'tel' || def.type === 'postcode'
            ? def.max
            : undefined
        }
        defaultValue={first(value)}
        onInput={onInput ? (e) => onInput(e.currentTarget.value) : undefined}
        {...common}
      />
    );
  }
  return (
    <div className={cls}>
      <Label text={text} required={def.required} t={t} htmlFor={id} />
      {input}
      {hintEl}
      {message}
    </div>
  );
}
