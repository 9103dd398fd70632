/**
 * The cookie consent dialog (docs/consent-and-analytics.md): a native modal <dialog> (the page behind is inert) with a
 * focus trap (focus-trap: Tab and Shift+Tab cycle inside it). First view: accept all, decline all,
 * change settings; settings view: five switches (necessary always on, then the four Consent Mode
 * categories) and decline all, accept selection, accept all. Escape goes back from the settings to
 * the first view, and from the first view closes without storing anything (no tag loads; the
 * dialog comes back on the next page load): it never accepts.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { createFocusTrap } from 'focus-trap';
import { useT } from '../../i18n/i18n';
import { ALL_DENIED, ALL_GRANTED, CATEGORIES, type Consent } from '../../consent/consent';
import type { ConsentView } from '../../consent/boot';

export interface ConsentDialogProps {
  view: ConsentView;
  /** The stored choice, preset in the settings (none: everything off). */
  stored: Consent | null;
  policyHref?: string;
  onSave(consent: Consent): void;
  onClose(): void;
}

export function ConsentDialog({ view: initialView, stored, policyHref, onSave, onClose }: ConsentDialogProps) {
  const LL = useT().CONSENT;
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [view, setView] = useState(initialView);
  const [choice, setChoice] = useState<Consent>(stored ?? ALL_DENIED);
  const first = useRef(true);

  useEffect(() => {
    const el = dialog.current!;
    el.showModal();
    const trap = createFocusTrap(el, {
      initialFocus: () => heading.current!,
      escapeDeactivates: false,
      returnFocusOnDeactivate: false,
      allowOutsideClick: false,
    });
    trap.activate();
    return () => {
      trap.deactivate();
      if (el.open) el.close();
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the view changes, which it does not read
  useEffect(() => {
    // After switching views, focus the new heading (the first view's heading is focused by the trap).
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [view]);

  const save = (consent: Consent) => {
    onSave(consent);
    onClose();
  };

  return (
    <dialog
      ref={dialog}
      className="consent"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      data-view={view}
      onCancel={(e) => {
        e.preventDefault();
        if (view === 'settings') setView('first');
        else onClose();
      }}
    >
      <h2 id={`${id}-title`} className="consent__title" tabIndex={-1} ref={heading}>
        {view === 'first' ? LL.title() : LL.settingsTitle()}
      </h2>
      <p id={`${id}-text`} className="consent__text">
        {view === 'first' ? LL.intro() : LL.settingsIntro()}
      </p>
      {policyHref && view === 'first' && (
        <p className="consent__policy">
          <a href={policyHref}>{LL.policy()}</a>
        </p>
      )}
      {view === 'settings' && (
        <ul className="consent__list">
          <li className="consent__item">
            <label className="consent__switch">
              <span className="consent__name">{LL.necessary()}</span>
              <input
                type="checkbox"
                role="switch"
                aria-checked="true"
                checked
                disabled
                aria-describedby={`${id}-necessary`}
              />
              <span className="consent__track" aria-hidden="true" />
            </label>
            <p id={`${id}-necessary`} className="consent__desc">
              {LL.necessaryText()} <span className="consent__always">{LL.alwaysOn()}</span>
            </p>
          </li>
          {CATEGORIES.map((c) => (
            <li key={c} className="consent__item">
              <label className="consent__switch">
                <span className="consent__name">{LL[c]()}</span>
                <input
                  type="checkbox"
                  role="switch"
                  name={c}
                  aria-checked={choice[c]}
                  checked={choice[c]}
                  aria-describedby={`${id}-${c}`}
                  onChange={(e) => setChoice({ ...choice, [c]: e.target.checked })}
                />
                <span className="consent__track" aria-hidden="true" />
              </label>
              <p id={`${id}-${c}`} className="consent__desc">
                {LL[`${c}Text`]()}
              </p>
            </li>
          ))}
        </ul>
      )}
      <div className="consent__actions">
        {view === 'first' ? (
          <>
            <button type="button" className="button button--primary" onClick={() => save(ALL_GRANTED)}>
              {LL.agreeAll()}
            </button>
            <button type="button" className="button button--primary" onClick={() => save(ALL_DENIED)}>
              {LL.declineAll()}
            </button>
            <button type="button" className="button button--outline" onClick={() => setView('settings')}>
              {LL.changeSettings()}
            </button>
          </>
        ) : (
          <>
            <button type="button" className="button button--primary" onClick={() => save(ALL_DENIED)}>
              {LL.declineAll()}
            </button>
            <button type="button" className="button button--outline" onClick={() => save(choice)}>
              {LL.agreePartly()}
            </button>
            <button type="button" className="button button--primary" onClick={() => save(ALL_GRANTED)}>
              {LL.agreeAll()}
            </button>
          </>
        )}
      </div>
    </dialog>
  );
}
