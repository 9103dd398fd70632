/**
 * The print and share actions of a property or project page (docs/screens.md), under
 * its heading. Print opens the browser's print dialog (the sheet itself is the print style
 * sheet, client/styles/print.css). Share uses the Web Share API where the browser has one;
 * otherwise, and without JavaScript, it is a disclosure with e-mail, WhatsApp, Facebook,
 * LinkedIn and X links (shared/share/links.ts), the page's address with 'copy link' and its
 * confirmation, and the way to the send-to-friend form when the page has one.
 * In the islands render the server draws it and a plain script does the same
 * (client/islands/detail-tools.ts; the data attributes carry what it needs).
 */
import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useLoaderData, useRouter, useRouterState } from '@tanstack/react-router';
import { openFormHref, requestFormOpen } from '../../forms/open-form';
import { useT } from '../../i18n/i18n';
import { iconBefore } from '../Icon';
import { SHARE_TARGETS, shareLink, type ShareTarget } from '../../share/links';
import type { DetailHeadFacts } from '../../router/detail-head';

const NETWORK_NAMES: Record<Exclude<ShareTarget, 'email'>, string> = {
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  x: 'X',
};

/** The page's absolute address: the canonical path on the site's origin. */
export function usePageUrl(): string {
  const router = useRouter();
  const data = useLoaderData({ strict: false }) as { head?: DetailHeadFacts } | undefined;
  const origin = (router.options.context as { origin?: string }).origin ?? '';
  const path = data?.head?.canonical ?? router.state.location.pathname;
  return `${origin}${path}`;
}

export function DetailTools({ title, friendForm }: { title: string; friendForm: boolean }) {
  const LL = useT();
  const T = LL.TOOLS;
  const url = usePageUrl();
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  const details = useRef<HTMLDetailsElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const page = { url, title, mailBody: T.mailBody({ url }) };

  const share = (e: MouseEvent<HTMLElement>) => {
    if (typeof navigator.share !== 'function' || details.current?.open) return;
    e.preventDefault();
    navigator.share({ title, url }).catch((error: unknown) => {
      // The visitor cancelled: nothing to do. Anything else: show the links instead.
      if (!(error instanceof DOMException && error.name === 'AbortError') && details.current)
        details.current.open = true;
    });
  };
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  const closeOnEscape = (e: KeyboardEvent<HTMLDetailsElement>) => {
    if (e.key !== 'Escape' || !details.current?.open) return;
    details.current.open = false;
    details.current.querySelector('summary')?.focus();
  };
  // The form is on this page: opened in place (drawn first when closed), and its summary takes the focus.
  const toFriendForm = (e: MouseEvent<HTMLAnchorElement>) => {
    const form = document.getElementById('send-to-friend');
    if (!form) return;
    e.preventDefault();
    if (details.current) details.current.open = false;
    if (!(form instanceof HTMLDetailsElement)) {
      requestFormOpen('send-to-friend');
      return;
    }
    form.open = true;
    form.querySelector('summary')?.focus();
  };

  return (
    <div className="detail-tools">
      <button
        type="button"
        className={`detail-tools__button ${iconBefore('print')}`}
        data-print
        onClick={() => window.print()}
      >
        {T.print()}
      </button>
      <details
        ref={details}
        className="share"
        data-title={title}
        onKeyDown={closeOnEscape}
        onToggle={() => setCopy('idle')}
      >
        {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is the disclosure's own button; the handler offers the Web Share API first */}
        <summary className={`detail-tools__button ${iconBefore('share')}`} onClick={share}>
          {T.share()}
        </summary>
        <div className="share__panel">
          <p className="share__title">{T.shareVia()}</p>
          <ul className="share__links">
            <li>
              <a href={shareLink('email', page)}>{T.email()}</a>
            </li>
            {SHARE_TARGETS.filter((t): t is Exclude<ShareTarget, 'email'> => t !== 'email').map((t) => (
              <li key={t}>
                <a href={shareLink(t, page)} target="_blank" rel="noopener noreferrer">
                  {NETWORK_NAMES[t]}
                </a>
              </li>
            ))}
          </ul>
          <label className="share__label" htmlFor="share-url">
            {T.pageAddress()}
          </label>
          <div className="share__copy">
            <input
              id="share-url"
              className="share__url"
              type="url"
              readOnly
              value={url}
              onFocus={(e) => e.currentTarget.select()}
            />
            <button
              type="button"
              className="button share__copy-button"
              data-copied={T.copied()}
              data-copy-failed={T.copyFailed()}
              onClick={() => void copyLink()}
            >
              {T.copyLink()}
            </button>
          </div>
          <p className="share__status" role="status">
            {copy === 'copied' ? T.copied() : copy === 'failed' ? T.copyFailed() : ''}
          </p>
          {friendForm && (
            <p className="share__friend">
              <a href={openFormHref('send-to-friend', searchStr)} onClick={toFriendForm}>
                {T.sendToFriend()}
              </a>
            </p>
          )}
        </div>
      </details>
    </div>
  );
}
