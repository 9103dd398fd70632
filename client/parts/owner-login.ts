/**
 * The owner login form (decision record 022, docs/owner-portal.md), plain script declared on the
 * form (`load`): it posts the form as JSON to /api/owner/login and either goes on to the portal or
 * shows the answer's problem in place (the same 'Login failed', 'too many attempts' or
 * 'API ERROR' texts the server draws after a plain post), with the submit button disabled while
 * it waits. A field the browser finds invalid (empty, or not an e-mail address) is named in the
 * page's language, from the field's `data-invalid` (the browser's own bubble would speak the
 * browser's language). Without JavaScript the form posts and the server answers with a 303.
 * After several failed logins of an account the answer asks for Turnstile (worker/owner/limits.ts):
 * the check is drawn in the form and its token goes with the next post.
 */

interface Answer {
  redirect?: string;
  error?: string;
  title?: string;
  message?: string;
  /** With error 'challenge': Turnstile's site key (worker/owner/limits.ts). */
  siteKey?: string;
}

declare global {
  interface Window {
    turnstile?: { reset(widget?: Element | string): void };
  }
}

const TURNSTILE = 'https://challenges.cloudflare.com/turnstile/v0/api.js';

/** Loads Turnstile's script once; it draws every `.cf-turnstile` element of the page. */
function loadTurnstile(): void {
  if (document.querySelector(`script[src="${TURNSTILE}"]`)) return;
  const script = document.createElement('script');
  script.src = TURNSTILE;
  script.async = true;
  document.head.appendChild(script);
}

/** The form's Turnstile check (after several failed logins of the account): drawn once, reset after each answer. */
function showChallenge(form: HTMLFormElement, siteKey: string): void {
  const widget = form.querySelector<HTMLElement>('.cf-turnstile');
  if (widget) {
    window.turnstile?.reset(widget);
    return;
  }
  const box = document.createElement('div');
  box.className = 'cf-turnstile';
  box.dataset.sitekey = siteKey;
  box.dataset.language = document.documentElement.lang;
  form.querySelector('button[type="submit"]')?.before(box);
  loadTurnstile();
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
  if (form.querySelector('.cf-turnstile')) loadTurnstile();
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
        body: JSON.stringify({
          lang: data.get('lang'),
          email: data.get('email'),
          password: data.get('password'),
          ...(data.has('cf-turnstile-response') ? { 'cf-turnstile-response': data.get('cf-turnstile-response') } : {}),
        }),
      });
      const answer = (await res.json().catch(() => ({}))) as Answer;
      if (res.ok && answer.redirect) {
        window.location.assign(answer.redirect);
        return;
      }
      showProblem(box, answer.title ?? fallback.title, answer.message ?? fallback.text);
      if (answer.error === 'challenge' && answer.siteKey) showChallenge(form, answer.siteKey);
      else {
        const widget = form.querySelector('.cf-turnstile');
        if (widget) window.turnstile?.reset(widget);
      }
    } catch {
      showProblem(box, fallback.title, fallback.text);
    }
    if (button) button.disabled = false;
  });
}

/** Enhances the owner login form. */
export function start(form: HTMLElement): void {
  if (form instanceof HTMLFormElement) enhance(form);
}
