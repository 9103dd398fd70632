/**
 * The provider's failure type (worker/provider/core/types.ts: "exceptions mean the provider failed").
 * Every failure an adapter can meet — a configuration gap, the CRM answering `Success: false`,
 * an HTTP error, an answer that is not JSON or not the agreed shape, a timeout, a network
 * error — becomes one ProviderError with a `kind`, the provider `method` and, for CRM errors,
 * its `code`. Callers show 'API ERROR' (docs/errors.md) or a cached copy (worker/provider/core/cached.ts);
 * nothing else is thrown by a provider on purpose.
 *
 * Messages never carry credentials, URLs with query strings or raw answer bodies: they are
 * safe to log.
 */

export type ProviderErrorKind =
  /** The provider is not configured (missing base URL or credentials). */
  | 'config'
  /** The CRM answered `Success: false` (its `Code` and `Message` are kept). */
  | 'api'
  /** The CRM answered an HTTP error status. */
  | 'http'
  /** The answer is not JSON. */
  | 'malformed'
  /** The answer is JSON but not the agreed shape (the message names the method and field). */
  | 'invalid'
  /** No answer within the time limit. */
  | 'timeout'
  /** The request could not be sent or the answer could not be read. */
  | 'network'
  /** The provider's database (D1) could not answer (../d1/errors.ts). */
  | 'storage'
  /** The request made more provider calls than its budget allows (./budget.ts). */
  | 'budget';

export interface ProviderErrorInit {
  provider: string;
  method: string;
  kind: ProviderErrorKind;
  message: string;
  code?: number | string | null;
  status?: number | null;
  cause?: unknown;
}

export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  readonly provider: string;
  readonly method: string;
  readonly kind: ProviderErrorKind;
  /** The CRM's error code (kind 'api'), else null. */
  readonly code: number | string | null;
  /** The HTTP status (kind 'http'), else null. */
  readonly status: number | null;

  constructor(init: ProviderErrorInit) {
    super(
      `${init.provider} ${init.method}: ${init.message}`,
      init.cause === undefined ? undefined : { cause: init.cause },
    );
    this.provider = init.provider;
    this.method = init.method;
    this.kind = init.kind;
    this.code = init.code ?? null;
    this.status = init.status ?? null;
  }
}

export const isProviderError = (error: unknown): error is ProviderError => error instanceof ProviderError;
