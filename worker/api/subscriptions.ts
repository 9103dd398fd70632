/**
 * `POST /api/subscriptions/confirm` (decision record 024): the button of the subscription
 * confirmation page, a plain form post (`token`, `lang`) that works without JavaScript. Another
 * site's Origin (or `Sec-Fetch-Site: cross-site`) is 403 like every form post; then the link is
 * confirmed once (worker/subscriptions/confirm-view.ts) and the page answers in the form's
 * language: 200 confirmed, 410 used or expired, 400 a token that is not ours.
 */
import { Hono } from 'hono';
import siteConfig from '../../config/site.json';
import { isLang, type Lang } from '../../shared/paths/languages';
import type { AppEnv } from '../env';
import { renderConfirmation } from '../pages';
import { confirmLink } from '../subscriptions/confirm-view';
import { sameSite } from './forms';

export const subscriptionsApi = new Hono<AppEnv>();

subscriptionsApi.post('/subscriptions/confirm', async (c) => {
  if (!sameSite(c)) return c.text('Forbidden', 403);
  const type = c.req.header('Content-Type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type))
    return c.text('Unsupported Media Type', 415);
  const form = await c.req.parseBody();
  const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
  const given = field('lang');
  const lang: Lang = isLang(given) ? given : isLang(siteConfig.defaultLanguage) ? siteConfig.defaultLanguage : 'en';
  return renderConfirmation(c, lang, await confirmLink(c.env, field('token').slice(0, 200)));
});
