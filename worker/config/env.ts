/**
 * The worker's environment, described once: every binding, variable and secret the worker reads,
 * as one arktype schema. `Env` (what handlers see as `c.env`) is the schema's type, and
 * `configOf(env)` (./config.ts) reads an environment through it into the typed settings: the
 * provider and its credentials, the secrets, SITE_URL's origin, the Turnstile keys and what keeps
 * each feature from working (docs/deploy.md, "Production set-up").
 *
 * The schema is built on first use, like the site's other schemas (shared/schema/lazy.ts): arktype
 * runs jitless (app/schema/arktype.ts), so building it in a request generates no code, which
 * workerd refuses there. `environmentProblem` applies it; the worker does so once per isolate,
 * after its first answer (./report.ts), so that loading arktype never delays a page.
 *
 * Bindings are checked to be there (objects the platform provides), typed as the platform's
 * interfaces; variables and secrets are strings when set. Undeclared keys are ignored. An
 * environment that does not fit (a binding missing from wrangler.toml) is logged, naming it; what
 * needs the missing binding fails, the rest of the site answers.
 */
import { type } from '../../app/schema/arktype';
import { lazy } from '../../shared/schema/lazy';

/** A binding (an object the platform provides), typed by the platform's interface below. */
const binding = lazy(() => type('object'));
/** A binding the worker can do without (it says what it does instead). */
const optionalBinding = lazy(() => type('object | undefined'));
/** A `[vars]` entry or a secret: a string when it is set. */
const variable = lazy(() => type('string | undefined'));

const envSchema = lazy(() =>
  type({
    DB: binding.as<D1Database>(),
    /** The data cache (worker/provider/core/cached.ts) and the CRMs' kept indexes and tokens; without it every request asks the provider. */
    'CACHE?': optionalBinding.as<KVNamespace | undefined>(),
    MEDIA: binding.as<R2Bucket>(),
    LEADS: binding.as<Queue>(),
    /** The search-alert run's batches (worker/alerts/digest.ts); without it the cron runs them itself. */
    'ALERTS?': optionalBinding.as<Queue | undefined>(),
    ASSETS: binding.as<Fetcher>(),
    /** '1' only where `npm start`, `npm run dev` and the test set-ups run: development values for missing secrets (./secrets.ts). */
    'DEVELOPMENT?': variable,
    /** 'd1' (default), 'omnicasa' or 'whise' (./provider.ts). */
    'PROVIDER?': variable,
    'OMNICASA_BASE_URL?': variable,
    'OMNICASA_CUSTOMER_NAME?': variable,
    'OMNICASA_CUSTOMER_PASSWORD?': variable,
    /** PROVIDER 'whise' (docs/provider.md): the agency's Whise API user, client and office. */
    'WHISE_BASE_URL?': variable,
    'WHISE_USERNAME?': variable,
    'WHISE_PASSWORD?': variable,
    'WHISE_CLIENT_ID?': variable,
    'WHISE_OFFICE_ID?': variable,
    'TURNSTILE_SITE_KEY?': variable,
    'TURNSTILE_SECRET_KEY?': variable,
    /** Signs the forms' fill-time token (worker/forms/fill-token.ts); a Worker secret in production. */
    'FORM_SECRET?': variable,
    /** Workers Rate Limiting: first gate on form posts (per IP) and owner login (per IP and per account). */
    'FORM_LIMIT?': optionalBinding.as<RateLimit | undefined>(),
    'LOGIN_LIMIT?': optionalBinding.as<RateLimit | undefined>(),
    /** Workers Rate Limiting: the GET paths that reach the provider with a visitor's input, per group and address (worker/middleware/visitor-limit.ts). */
    'SEARCH_LIMIT?': optionalBinding.as<RateLimit | undefined>(),
    /** Most provider calls one request may make (worker/provider/core/budget.ts); default CALL_BUDGET. */
    'PROVIDER_CALL_BUDGET?': variable,
    /** Cloudflare Email Service (worker/email/mailer.ts). */
    'EMAIL?': optionalBinding.as<SendEmail | undefined>(),
    /** Sender address of outgoing e-mail (a domain onboarded in Email Service). */
    'MAIL_FROM?': variable,
    /** The agency's inbox for lead notifications (default: the site configuration's agency e-mail). */
    'AGENCY_EMAIL?': variable,
    /** The site's public origin ('https://www.agency.be'): links in e-mails, which are never built from a request's host. */
    'SITE_URL?': variable,
    /** Secret that opens unpublished content under /{lang}/preview/ (worker/preview.ts). */
    'PREVIEW_SECRET?': variable,
    /** Secret (wrangler secret) that signs search-alert unsubscribe links (worker/alerts/token.ts). */
    'ALERT_SECRET?': variable,
    /** Seconds a public page's rendered HTML is kept in the isolate's memory (worker/render/page-cache.ts); 0 or unset: off. */
    'PAGE_CACHE_SECONDS?': variable,
    /** Seconds a KV answer read or written by this isolate is used again without asking KV (worker/provider/core/kv-memory.ts); 0 or unset: off. */
    'DATA_MEMORY_SECONDS?': variable,
    /** '1' in development and end-to-end runs only: sent e-mails are also written to D1 `mail_log`. */
    'MAIL_LOG?': variable,
  }),
);

/** The worker's bindings, variables and secrets. */
export interface Env extends EnvShape {}
type EnvShape = typeof envSchema.infer;

/** What keeps `env` from fitting the schema, naming each key, or null when it fits (arktype must be loaded). */
export function environmentProblem(env: unknown): string | null {
  const checked = envSchema(env);
  return checked instanceof type.errors
    ? `the worker's environment does not fit worker/config/env.ts: ${checked.summary}`
    : null;
}
