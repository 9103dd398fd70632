/**
 * The owner login form in the islands render (decision record 022, docs/owner-portal.md), plain
 * script: it posts the form as JSON to /api/owner/login and either goes on to the portal or
 * shows the answer's problem in place (the same 'Login failed', 'too many attempts' or
 * 'API ERROR' texts the server draws after a plain post), with the submit button disabled while
 * it waits. A field the browser finds invalid (empty, or not an e-mail address) is named in the
 * page's language, from the field's `data-invalid` (the browser's own bubble would speak the
 * browser's language). Without JavaScript the form posts and the server answers with a 303.
 */

interface Answer {
  redirect?: string;
  title?: string;
  message?: string;
}

function showProblem(box: HTMLElement | null, title: string, text: string): void {
  if (!box) return;
  const alert = document.createElement('div');
  alert.className = 'owner-alert';
  alert.setAttribute('role', 'alert');
  const head = document.createElement('p');
  head.className = 'owner-alert__title';
  head.textContent = title;
  const body = document.createElement('p');
  body.textContent = text;
  alert.append(head, body);
  box.replaceChildren(alert);
}

function enhance(form: HTMLFormElement): void {
  const box = form.parentElement?.querySelector<HTMLElement>('[data-owner-problems]') ?? null;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const fallback = { title: form.dataset.problemTitle ?? '', text: form.dataset.problemText ?? '' };
  form.dataset.enhanced = 'true';
  for (const field of form.querySelectorAll<HTMLInputElement>('input[data-invalid]')) {
    field.addEventListener('invalid', () => field.setCustomValidity(field.dataset.invalid ?? ''));
    field.addEventListener('input', () => field.setCustomValidity(''));
  }
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const data = new FormData(form);
    if (button) button.disabled = true;
    try {
      const res = await fetch(form.action, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ lang: data.get('lang'), email: data.get('email'), password: data.get('password') }),
      });
      const answer = (await res.json().catch(() => ({}))) as Answer;
      if (res.ok && answer.redirect) {
        window.location.assign(answer.redirect);
        return;
      }
      showProblem(box, answer.title ?? fallback.title, answer.message ?? fallback.text);
    } catch {
      showProblem(box, fallback.title, fallback.text);
    }
    if (button) button.disabled = false;
  });
}

/** Enhances every owner login form on the page. */
export function startOwnerLogin(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-owner-login]')) enhance(form);
}
