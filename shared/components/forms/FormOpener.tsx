/**
 * A closed form's opener on a detail page (./FormSlot.tsx): drawn like the form's disclosure
 * summary, with the form's title. On the server and before the script runs it is a link to the
 * page with the form open (works without JavaScript); once hydrated it is a button that opens
 * the form in place. While the form's chunk loads, it stays in place, expanded and busy, and
 * keeps the focus.
 */
import { useEffect, useRef, useState } from 'react';
import type { FormKind } from '../../forms/kinds';
import { useT } from '../../i18n/i18n';

export function FormOpener({
  kind,
  heading,
  href,
  onOpen,
  loading = false,
  focus = false,
}: {
  kind: FormKind;
  heading?: 'h2' | 'h3' | undefined;
  href: string;
  onOpen?: () => void;
  /** The form is opening: its chunk is loading. */
  loading?: boolean;
  /** Keeps the focus while loading (the visitor opened it here). */
  focus?: boolean;
}) {
  const LL = useT();
  const [enhanced, setEnhanced] = useState(false);
  const busy = useRef<HTMLButtonElement>(null);
  useEffect(() => setEnhanced(true), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the loading opener is drawn
  useEffect(() => {
    if (loading && focus) busy.current?.focus({ preventScroll: true });
  }, []);
  const H = heading ?? 'div';
  const title = LL.FORMS.kind[kind]();
  return (
    <div className={`form-disclosure form-disclosure--${kind} form-disclosure--closed`} id={kind}>
      <H className="form-disclosure__title">
        {loading ? (
          <button type="button" className="form-disclosure__summary" aria-expanded="true" aria-busy="true" ref={busy}>
            {title}
          </button>
        ) : enhanced ? (
          <button type="button" className="form-disclosure__summary" aria-expanded="false" onClick={onOpen}>
            {title}
          </button>
        ) : (
          <a className="form-disclosure__summary" href={href}>
            {title}
          </a>
        )}
      </H>
    </div>
  );
}
