/**
 * The print and share actions of a property or project page (docs/screens.md), under
 * its heading. Print opens the browser's print dialog (the sheet itself is the print style
 * sheet, client/styles/print.css). Share uses the Web Share API where the browser has one;
 * otherwise, and without JavaScript, it is a disclosure with e-mail, WhatsApp, Facebook,
 * LinkedIn and X links (app/share/links.ts), the page's address with 'copy link' and its
 * confirmation, and the way to the send-to-friend form when the page has one.
 * The server draws it; a plain script (client/parts/detail-tools.ts; the data attributes carry
 * what it needs) adds print, the Web Share API, copying, Escape and opening the friend form in place.
 */
import { useLoaderData, useRouter, useRouterState } from '@tanstack/react-router';
import { openFormHref } from '../../../shared/forms/open-form';
import { useT } from '../../../shared/i18n/i18n';
import { iconBefore } from '../../../shared/components/Icon';
import { SHARE_TARGETS, shareLink, type ShareTarget } from '../../share/links';
import type { DetailHeadFacts } from '../../router/detail-head';
import { partAttrs } from '../../islands/Island';

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
  const page = { url, title, mailBody: T.mailBody({ url }) };

  return (
    <div className="detail-tools" {...partAttrs('detail-tools', 'load')}>
      <button type="button" className={`detail-tools__button ${iconBefore('print')}`} data-print>
        {T.print()}
      </button>
      <details className="share" data-title={title}>
        <summary className={`detail-tools__button ${iconBefore('share')}`}>{T.share()}</summary>
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
            <input id="share-url" className="share__url" type="url" readOnly value={url} />
            <button
              type="button"
              className="button share__copy-button"
              data-copied={T.copied()}
              data-copy-failed={T.copyFailed()}
            >
              {T.copyLink()}
            </button>
          </div>
          <p className="share__status" role="status" />
          {friendForm && (
            <p className="share__friend">
              <a href={openFormHref('send-to-friend', searchStr)}>{T.sendToFriend()}</a>
            </p>
          )}
        </div>
      </details>
    </div>
  );
}
