/**
 * What the visitor gets when a request fails outside the page renderer (the Worker's and the
 * JSON API's onError), telling the two kinds of failure apart:
 * - the provider failed (a ProviderError, worker/provider/core/errors.ts): 503, 'API ERROR' (docs/errors.md);
 * - anything else is a bug in our code: logged with its stack, answered 500 with a plain page
 *   (or JSON under /api) in the visitor's language — never disguised as a provider outage.
 * Page rendering makes the same distinction in worker/render/server-data.ts.
 */
import type { Context } from 'hono';
import type { AppEnv } from './env';
import { isProviderError } from './provider/core';
import { content } from './content/store';
import { languageInPath, type Lang } from '../shared/paths/languages';
import { textsFor } from '../shared/i18n/i18n';
import { loadAllLanguages } from '../app/i18n/load-server';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** Logs a programming error with its stack (one line of context, then the stack). */
export function logBug(where: string, path: string, error: unknown): void {
  console.error(
    `bug in ${where} ${path}:`,
    error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error),
  );
}

/** The plain HTML page of a failure in `lang` (no script, no external file: it must not fail itself). */
export function failurePage(lang: Lang, title: string, text: string, nonce: string): string {
  const back = textsFor(lang).ERRORS.backHome();
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style nonce="${escapeHtml(nonce)}">body{margin:0;font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5}main{max-width:34rem;margin:12vh auto;padding:0 1.5rem;hyphens:auto;overflow-wrap:break-word}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<p><a href="/${lang}/">${escapeHtml(back)}</a></p>
</main>
</body>
</html>`;
}

/** The answer to a request whose handler threw `error` (see the module comment). */
export function failureAnswer(c: Context<AppEnv>, error: unknown): Response {
  const path = new URL(c.req.url).pathname;
  const outage = isProviderError(error);
  if (outage) console.error('provider', path, error.message);
  else logBug(c.req.method, path, error);
  const status = outage ? 503 : 500;
  const headers = { 'Cache-Control': 'no-store' };
  if (path === '/api' || path.startsWith('/api/')) {
    return c.json(
      outage ? { error: 'API ERROR', message: "Il y a une erreur dans l'API" } : { error: 'Internal error' },
      status,
      headers,
    );
  }
  loadAllLanguages();
  const lang = languageInPath(path, content.languages) ?? content.config.defaultLanguage;
  const t = textsFor(lang).ERRORS;
  const [title, text] = outage ? [t.apiError(), t.apiErrorText()] : [t.unexpected(), t.unexpectedText()];
  return c.html(failurePage(lang, title, text, c.get('nonce') ?? ''), status, headers);
}
