/**
 * A visitor form (lazy chunk in the browser; see ../../../app/components/forms/FormSlot.tsx). Server-rendered, it is a plain
 * `<form method="post" action="/api/forms/{kind}">` with the language, the return path, the
 * fill-time token and a honeypot, so it works without JavaScript (the worker answers 303 or
 * draws the page again with messages and values). Once hydrated it validates with the same
 * shared rules before sending, sends JSON, shows each message next to its field
 * (aria-invalid, aria-describedby), moves the focus to the first invalid field and goes to the
 * thank-you page on success. Turnstile's widget is added when the site has a key.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { formDef, type CrossRule, type FieldDef } from '../../forms/kinds';
import { messageFor } from '../../forms/messages';
import { isEmpty, parseMoney, validateForm, type FieldChecks, type RawForm } from '../../forms/validate';
import { CONTROL_FIELDS, FORM_ERROR, SUBMISSION_SCRIPT_ID } from '../../forms/submission';
import { scriptJson } from '../../format/script-json';
import { Field } from './Field';
import { withoutOpenForm } from '../../forms/open-form';
import { withoutArea } from '../../alerts/alert-area';
import { alertPrefill } from '../../alerts/saved-search';
import { EPC_CHOICES } from '../../listing/epc-filter';
import { PLACES } from '../../listing/places';
import type { Choice, FormPanelProps } from './types';
import type { AppointmentSlot } from '../../model/appointment';
import { cityLabel } from '../../model/listing';
import { api } from '../../api/client';

function formValues(form: HTMLFormElement): RawForm {
  const raw: RawForm = {};
  for (const [k, v] of new FormData(form)) {
    if (typeof v !== 'string') continue;
    const prev = raw[k];
    raw[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return raw;
}

function slotLabel(s: AppointmentSlot, left: (n: number) => string): string {
  const [date = '', from = ''] = s.startsAt.split('T');
  const to = s.endsAt.split('T')[1] ?? '';
  const [y, m, d] = date.split('-').map(Number);
  return `${d}/${m}/${y} · ${from}–${to} · ${left(s.free)}`;
}

/** The phone check's chunk (libphonenumber-js): loaded when a phone field is first focused, or at the latest on sending. */
const phoneCheck = () => import('../../forms/phone-check');

/** The checks of ../../forms/validate.ts, with the phone's library loaded when a phone number was typed. */
async function checksFor(fields: readonly FieldDef[], raw: RawForm): Promise<FieldChecks> {
  if (!fields.some((f) => f.type === 'tel' && !isEmpty(raw[f.name]))) return { phone: () => false };
  const { isPhoneNumber } = await phoneCheck();
  return { phone: isPhoneNumber };
}

let turnstileLoading = false;
function loadTurnstile() {
  if (turnstileLoading || typeof document === 'undefined') return;
  turnstileLoading = true;
  const script = document.createElement('script');
  script.src = 'https://challenges.cloudflare.com/turnstile/v0/api.js';
  script.async = true;
  document.head.appendChild(script);
}

/** Pairs of short fields share a row on wider screens. */
/** Fields required by a cross-field rule rather than alone (at least one type and one zone): marked as required. */
const MARKED_BY_RULE: Partial<Record<CrossRule, readonly string[]>> = { typeAndZone: ['types', 'cities'] };
/** Values a fresh form starts with (not after a post, which keeps what was sent): an alert's frequency starts on 'daily', what an alert without one gets (app/alerts/match.ts). */
const INITIAL: Record<string, string> = { frequency: 'daily' };
const HALF = new Set(['text', 'email', 'tel', 'postcode', 'integer', 'money', 'date', 'select']);

/**
 * Euros as the site writes them (docs/formatting.md: nl-BE number format). Made on first use (only
 * the offer's amount needs it): building a number format costs the form's first drawing dearly on a
 * slow phone.
 */
let eurosFormat: Intl.NumberFormat | undefined;
function euros(n: number): string {
  eurosFormat ??= new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 2 });
  return eurosFormat.format(n);
}

export function FormPanel({
  kind,
  propertyId,
  projectId,
  slots,
  types,
  cities,
  heading,
  inline,
  disclosure,
  open,
  focusSummary,
  prefill,
  router,
  i18n,
}: FormPanelProps) {
  const t = i18n!.texts();
  const lang = i18n!.lang;
  const forms = router?.forms ?? {};
  const submission = forms.submission?.kind === kind ? forms.submission : undefined;
  const back = withoutOpenForm(submission?.path ?? (router?.here ?? '/').split('#')[0]!);
  const [errors, setErrors] = useState<Record<string, string>>(submission?.errors ?? {});
  const [sending, setSending] = useState(false);
  const [token, setToken] = useState(forms.token ?? '');
  const [words, setWords] = useState('');
  const [amount, setAmount] = useState<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const def = formDef(kind);
  const values = submission?.values ?? {};
  // The search-alert form starts with every criterion the listing's 'Save this search' carries in the page's query.
  const query = prefill ?? (router?.here ?? '').split('#')[0]!.split('?')[1] ?? '';
  const fromPage: Record<string, string | string[] | undefined> = kind === 'demand-register' ? alertPrefill(query) : {};
  const removeArea = `${back.split('?')[0]}${withoutArea(query)}`;
  const id = (name: string) => `${kind}-${name}`;
  const H = heading;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per form: fetch a fill token when the page had none, load Turnstile when configured
  useEffect(() => {
    if (!token) {
      api.forms.token
        .$get(undefined, { headers: { Accept: 'application/json' } })
        .then(async (r) => {
          if (r.ok) setToken((await r.json()).token);
        })
        .catch(() => undefined);
    }
    if (forms.siteKey) loadTurnstile();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A disclosure the visitor opened in place: its summary (where they clicked) keeps the focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the opened form is first drawn
  useEffect(() => {
    if (focusSummary) summaryRef.current?.focus();
  }, []);

  const showAmount = async (text: string) => {
    const n = parseMoney(text);
    setAmount(n);
    if (n === null) return setWords('');
    const { amountWords, cardinalFor } = await import('../../forms/amount-words');
    const w = amountWords(await cardinalFor(lang), n);
    setWords(w ? t.amountWordsValue({ words: w }) : '');
  };

  // After a refusal, once React has drawn the messages: the focus goes to the first wrong field, or
  // to the form's message when no field is wrong (sent too fast, could not be sent). The browser
  // scrolls it into view below the fixed header and above the phone's contact bar (their
  // scroll-margin, client/styles/forms.css), so the message is where the visitor looks.
  const [refusals, setRefusals] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each refusal, with the errors it drew
  useEffect(() => {
    if (refusals === 0) return;
    const form = formRef.current;
    if (!form) return;
    const name =
      def.fields.map((f) => f.name).find((n) => errors[n]) ?? Object.keys(errors).find((n) => n !== FORM_ERROR);
    const target =
      (name ? (document.getElementById(id(name)) as HTMLElement | null) : null) ??
      form.querySelector<HTMLElement>('.form-alert');
    target?.focus();
  }, [refusals]);
  const refuse = (messages: Record<string, string>) => {
    setErrors(messages);
    setRefusals((n) => n + 1);
  };
  // One post at a time: the button stays enabled (a disabled button would drop the focus to the page) but says it is sending.
  const busy = useRef(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    const form = event.currentTarget;
    try {
      const raw = formValues(form);
      const checked = validateForm(kind, raw, await checksFor(def.fields, raw));
      if (!checked.ok) {
        refuse(Object.fromEntries(Object.entries(checked.errors).map(([k, e]) => [k, messageFor(t, e)])));
        return;
      }
      setSending(true);
      const res = await fetch(form.action, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(raw),
      });
      if (res.ok) {
        const body = (await res.json()) as { redirect: string };
        await router?.go(body.redirect);
        return;
      }
      const body = (await res.json().catch(() => ({}))) as { errors?: Record<string, string> };
      refuse(
        res.status === 422 && body.errors
          ? body.errors
          : { [FORM_ERROR]: res.status === 429 ? t.msg.rateLimited() : t.msg.sendFailed() },
      );
    } catch {
      refuse({ [FORM_ERROR]: t.msg.sendFailed() });
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  const choicesFor = (f: FieldDef): Choice[] | undefined => {
    if (f.name === 'slotId')
      return (slots ?? [])
        .filter((s) => s.free > 0)
        .map((s) => ({ value: String(s.id), label: slotLabel(s, (count) => t.placesLeft({ count })) }));
    if (f.name === 'types' || f.name === 'propertyType') return types ?? [];
    if (f.name === 'cities') {
      // A city the listing carried that the page's list does not hold stays a choice (as typed).
      const carried = [fromPage.cities ?? []].flat().filter((c) => !(cities ?? []).some((x) => x.value === c));
      return [...carried.map((c) => ({ value: c, label: cityLabel(c) })), ...(cities ?? [])];
    }
    if (f.name === 'region') return PLACES.map((p) => ({ value: p.key, label: p.name[lang] }));
    if (f.name === 'epc') return EPC_CHOICES.map((e) => ({ value: e, label: t.epcOrBetter({ label: e }) }));
    if (f.name === 'goal')
      return [
        { value: '0', label: t.option.buy() },
        { value: '1', label: t.option.rent() },
      ];
    if (f.name === 'rating') return ['5', '4', '3', '2', '1'].map((v) => ({ value: v, label: '★'.repeat(Number(v)) }));
    return undefined;
  };
  const hidden: Record<string, number | undefined> = { propertyId, projectId };

  const title = t.kind[kind]();
  const wrap = (body: ReactNode) =>
    disclosure ? (
      <details className={`form-disclosure form-disclosure--${kind}`} id={kind} open={open || submission !== undefined}>
        <summary className="form-disclosure__summary" ref={summaryRef}>
          {H ? (
            <H className="form-disclosure__title" id={`${kind}--heading`}>
              {title}
            </H>
          ) : (
            title
          )}
        </summary>
        {body}
      </details>
    ) : (
      body
    );
  const bookable = (slots ?? []).filter((s) => s.free > 0);
  if (kind === 'contact-appointment' && bookable.length === 0) {
    return wrap(
      <div className="form-panel form-panel--empty">
        {H && !disclosure && <H className="form-panel__title">{title}</H>}
        <p className="form-notice" role="status">
          {(slots ?? []).length > 0 ? t.msg.slotFull() : t.noSlots()}
        </p>
      </div>,
    );
  }

  const intro = (t.intro as unknown as Record<string, (() => string) | undefined>)[kind]?.() ?? '';
  const alert = errors[FORM_ERROR] ?? (Object.keys(errors).length ? t.msg.summary() : '');
  const fields: ReactNode[] = [];
  for (const f of def.fields) {
    // A page names only its own kind of page: a property's form carries no project id, and the reverse.
    if (f.type === 'hidden-id' && hidden[f.name] === undefined && values[f.name] === undefined) continue;
    if (f.group && fields.length > 0 && !inline)
      fields.push(
        <p key={`g-${f.group}`} className="form-section">
          {(t.section as unknown as Record<string, () => string>)[f.group]?.()}
        </p>,
      );
    else if (f.group && !inline)
      fields.push(
        <p key={`g-${f.group}`} className="form-section form-section--first">
          {(t.section as unknown as Record<string, () => string>)[f.group]?.()}
        </p>,
      );
    const value =
      f.type === 'hidden-id' && hidden[f.name] !== undefined
        ? String(hidden[f.name])
        : (values[f.name] ?? (submission ? undefined : (fromPage[f.name] ?? INITIAL[f.name])));
    const amountField = kind === 'purchase-offer' && f.name === 'amount';
    fields.push(
      // The offer's amount carries the 10 % note below it: on a row of its own, so the two dates pair up.
      <Field
        key={f.name}
        cell={HALF.has(f.type) && !amountField ? 'form-grid__half' : 'form-grid__full'}
        def={f}
        marked={
          (def.rules ?? []).some((rule) => MARKED_BY_RULE[rule]?.includes(f.name)) &&
          // An area or a region is the zone: with one, no city is needed.
          !(f.name === 'cities' && (values.area ?? fromPage.area ?? values.region ?? fromPage.region))
        }
        id={id(f.name)}
        t={t}
        value={value}
        error={errors[f.name]}
        choices={choicesFor(f)}
        {...(f.type === 'area' ? { removeHref: removeArea } : {})}
        {...(amountField
          ? {
              onInput: (v: string) => void showAmount(v),
              hint: (
                <>
                  {words && (
                    <output htmlFor={id('amount')} className="form-words">
                      {t.label.amountWords()}: {words}
                    </output>
                  )}
                  <span className="form-rule">
                    {amount !== null
                      ? t.advanceRule({ amount: euros(Math.round(amount * 10) / 100) })
                      : t.advanceRuleNoAmount()}
                  </span>
                </>
              ),
            }
          : {})}
      />,
    );
  }
  if (errors.captcha)
    fields.push(
      <p key="captcha" className="form-field__error" id={id('captcha')} tabIndex={-1}>
        {errors.captcha}
      </p>,
    );

  return wrap(
    <div className={`form-panel form-panel--${kind}${inline ? ' form-panel--inline' : ''}`}>
      {H && !disclosure && (
        // Focusable from script: a link to the form ('Enquire') lands the focus here (client/parts/shell.ts).
        <H className="form-panel__title" id={`${kind}--heading`} tabIndex={-1}>
          {title}
        </H>
      )}
      {intro && <p className="form-panel__intro">{intro}</p>}
      {submission && (
        <script
          type="application/json"
          id={SUBMISSION_SCRIPT_ID}
          // Its own plain-script part (client/parts/form-submission.ts), started at once.
          data-island="form-submission"
          data-when="load"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data block, escaped by scriptJson so it cannot close the script
          dangerouslySetInnerHTML={{ __html: scriptJson(submission) }}
        />
      )}
      <form
        ref={formRef}
        method="post"
        // Without JavaScript, a refused post's page opens at the form's message (its fragment).
        action={`/api/forms/${kind}#${kind}-alert`}
        noValidate
        data-form={kind}
        className="form"
        onSubmit={onSubmit}
        onFocus={(e) => {
          if ((e.target as Element).getAttribute('type') === 'tel') void phoneCheck();
        }}
        aria-labelledby={H ? `${kind}--heading` : undefined}
        aria-label={H ? undefined : title}
      >
        <input type="hidden" name={CONTROL_FIELDS.lang} value={lang} />
        <input type="hidden" name={CONTROL_FIELDS.back} value={back} />
        <input type="hidden" name={CONTROL_FIELDS.token} value={token} />
        <div className="form-honeypot" aria-hidden="true">
          <label htmlFor={id('website')}>{t.honeypot()}</label>
          <input
            type="text"
            id={id('website')}
            name={CONTROL_FIELDS.honeypot}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        {alert && (
          <p className="form-alert" id={`${kind}-alert`} role="alert" tabIndex={-1}>
            {alert}
          </p>
        )}
        {!inline && def.fields.some((f) => f.required && f.type !== 'hidden-id') && (
          <p className="form-note">{t.requiredNote()}</p>
        )}
        <div className="form-grid">{fields}</div>
        {forms.siteKey && <div className="cf-turnstile" data-sitekey={forms.siteKey} data-language={lang} />}
        <div className="form-actions">
          <button type="submit" className="button button--primary" aria-disabled={sending || undefined}>
            {sending ? t.sending() : inline ? t.subscribe() : t.send()}
          </button>
          {!inline && <p className="form-privacy">{t.privacy()}</p>}
        </div>
      </form>
    </div>,
  );
}
