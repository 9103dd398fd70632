/**
 * The detail page's print and share actions (decision record 022), plain script declared on the
 * tools app/components/detail/DetailTools.tsx draws (`load`): print opens the print dialog; 'Share' uses the Web Share API where the browser has one
 * (the links' panel opens if it fails), else the panel opens as the native disclosure it is;
 * 'copy link' copies the page's address and says so; Escape closes the panel and gives the focus
 * back to 'Share'; 'send to a friend' opens the form on this page in place.
 */
import { requestFormOpen } from '../forms/form-open-event';

function startShare(details: HTMLDetailsElement): void {
  const summary = details.querySelector('summary');
  const input = details.querySelector<HTMLInputElement>('.share__url');
  const status = details.querySelector<HTMLElement>('.share__status');
  const copy = details.querySelector<HTMLButtonElement>('.share__copy-button');
  const url = input?.value ?? window.location.href;
  summary?.addEventListener('click', (e) => {
    if (typeof navigator.share !== 'function' || details.open) return;
    e.preventDefault();
    navigator.share({ title: details.dataset.title ?? document.title, url }).catch((error: unknown) => {
      // The visitor cancelled: nothing to do. Anything else: show the links instead.
      if (!(error instanceof DOMException && error.name === 'AbortError')) details.open = true;
    });
  });
  details.addEventListener('toggle', () => {
    if (status) status.textContent = '';
  });
  details.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || !details.open) return;
    details.open = false;
    summary?.focus();
  });
  input?.addEventListener('focus', () => input.select());
  copy?.addEventListener('click', () => {
    navigator.clipboard.writeText(url).then(
      () => {
        if (status) status.textContent = copy.dataset.copied ?? '';
      },
      () => {
        if (status) status.textContent = copy.dataset.copyFailed ?? '';
      },
    );
  });
  // The form is on this page: opened in place (drawn first when closed), and its summary takes the focus.
  details.querySelector<HTMLAnchorElement>('.share__friend a')?.addEventListener('click', (e) => {
    const form = document.getElementById('send-to-friend');
    if (!form) return;
    e.preventDefault();
    details.open = false;
    if (!(form instanceof HTMLDetailsElement)) {
      requestFormOpen('send-to-friend');
      return;
    }
    form.open = true;
    form.querySelector('summary')?.focus();
  });
}

export function start(tools: HTMLElement): void {
  tools.querySelector('[data-print]')?.addEventListener('click', () => window.print());
  const details = tools.querySelector<HTMLDetailsElement>('details.share');
  if (details) startShare(details);
}
