/** The worker's bindings and variables (docs/architecture.md). */
export interface Env {
  DB: D1Database;
  CACHE: KVNamespace;
  MEDIA: R2Bucket;
  LEADS: Queue;
  /** The search-alert run's batches (worker/alerts/digest.ts); without it the cron runs them itself. */
  ALERTS?: Queue;
  ASSETS: Fetcher;
  /** '1' only where `npm start`, `npm run dev` and the test set-ups run: development values for missing secrets (worker/config/settings.ts). */
  DEVELOPMENT?: string;
  /** 'd1' (default) or 'omnicasa'. */
  PROVIDER?: string;
  OMNICASA_BASE_URL?: string;
  OMNICASA_CUSTOMER_NAME?: string;
  OMNICASA_CUSTOMER_PASSWORD?: string;
  /** PROVIDER 'whise' (docs/provider.md): the agency's Whise API user, client and office. */
  WHISE_BASE_URL?: string;
  WHISE_USERNAME?: string;
  WHISE_PASSWORD?: string;
  WHISE_CLIENT_ID?: string;
  WHISE_OFFICE_ID?: string;
  TURNSTILE_SITE_KEY?: string;
  TURNSTILE_SECRET_KEY?: string;
  /** Signs the forms' fill-time token (worker/forms/fill-token.ts); a Worker secret in production. */
  FORM_SECRET?: string;
  /** Workers Rate Limiting: first gate on form posts (per IP) and owner login (per IP and per account). */
  FORM_LIMIT?: RateLimit;
  LOGIN_LIMIT?: RateLimit;
  /** Workers Rate Limiting: the GET paths that reach the provider with a visitor's input, per group and address (worker/middleware/visitor-limit.ts). */
  SEARCH_LIMIT?: RateLimit;
  /** Most provider calls one request may make (worker/provider/core/budget.ts); default CALL_BUDGET. */
  PROVIDER_CALL_BUDGET?: string;
  /** Cloudflare Email Service (worker/email/mailer.ts). */
  EMAIL?: SendEmail;
  /** Sender address of outgoing e-mail (a domain onboarded in Email Service). */
  MAIL_FROM?: string;
  /** The agency's inbox for lead notifications (default: the site configuration's agency e-mail). */
  AGENCY_EMAIL?: string;
  /** The site's public origin ('https://www.agency.be'): links in e-mails sent without a request (alert digests). */
  SITE_URL?: string;
  /** Secret that opens unpublished content under /{lang}/preview/ (worker/preview.ts). */
  PREVIEW_SECRET?: string;
  /** Secret (wrangler secret) that signs search-alert unsubscribe links (worker/alerts/token.ts). */
  ALERT_SECRET?: string;
  /** Seconds a public page's rendered HTML is kept in the isolate's memory (worker/render/page-cache.ts); 0 or unset: off. */
  PAGE_CACHE_SECONDS?: string;
  /** Seconds a KV answer read or written by this isolate is used again without asking KV (worker/provider/core/kv-memory.ts); 0 or unset: off. */
  DATA_MEMORY_SECONDS?: string;
  /** '1' in development and end-to-end runs only: sent e-mails are also written to D1 `mail_log`. */
  MAIL_LOG?: string;
}

import type { RequestParts } from './provider/core/types';
import type { Lang } from '../shared/paths/languages';

/**
 * What a request carries: its CSP nonce, and its provider parts built on first use
 * (middleware/provider.ts `withProvider`; read them with `partsOf(c)`); under /api, the language its
 * `lang` query parameter names or the site's default, and whether it named one (middleware/lang.ts).
 */
export type AppEnv = {
  Bindings: Env;
  Variables: { nonce: string; parts: () => RequestParts; lang: Lang; langNamed: boolean };
};
