/**
 * A visitor form sent before its island has hydrated (a quick visitor, a slow phone) is checked
 * like any other (docs/forms-and-leads.md): the runtime catches the form's first submit while
 * React is not there yet, hydrates the island, then sends the form again through React's handler,
 * which validates it with the shared rules, shows each message next to its field and focuses the
 * first wrong one. Should the island's code fail to load, the form is posted the plain way (the
 * server checks it and draws the page again with its messages), so nothing the visitor typed is
 * lost either way.
 */
import { HYDRATED_EVENT } from './replay';

export function holdEarlySubmit(el: HTMLElement, hydrate: () => Promise<void>): void {
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || el.hasAttribute('data-hydrated')) return;
    event.preventDefault();
    if (form.dataset.held) return;
    form.dataset.held = 'true';
    const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
    el.addEventListener(
      HYDRATED_EVENT,
      () => {
        delete form.dataset.held;
        // React's element may be the server's own (hydrated in place): send it again through React.
        const now = el.querySelector<HTMLFormElement>(`form[data-form="${form.dataset.form ?? ''}"]`) ?? form;
        now.requestSubmit(submitter && now.contains(submitter) ? submitter : null);
      },
      { once: true },
    );
    hydrate().catch(() => {
      delete form.dataset.held;
      form.submit();
    });
  };
  el.addEventListener('submit', onSubmit, true);
  el.addEventListener(HYDRATED_EVENT, () => el.removeEventListener('submit', onSubmit, true), { once: true });
}
