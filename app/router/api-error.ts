/**
 * Whether a route error is a provider outage ('API ERROR', 503: docs/errors.md) rather than a bug.
 * Its own module so the route tree's head can ask without loading the error pages' chunk.
 */
export const isApiError = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'ApiError' || error.message === 'API ERROR');
