/**
 * Streaming without losing the error status: a loader gives provider data a short moment.
 * Settled within `ms` → the promise is marked fulfilled (React renders it in the shell, no
 * fallback flash); failed within `ms` → the error is thrown (the page answers with its error
 * status); still pending → the promise streams in later while the head and shell are already sent.
 */
export const SETTLE_MS = 25;

type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected' | 'pending'; value?: T; reason?: unknown };

export async function settleWithin<T>(promise: Promise<T>, ms = SETTLE_MS): Promise<{ promise: Promise<T> }> {
  const tracked = promise as Tracked<T>;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const outcome = await Promise.race([
    promise.then((value) => ({ kind: 'value' as const, value })),
    new Promise<{ kind: 'pending' }>((resolve) => {
      timer = setTimeout(() => resolve({ kind: 'pending' }), ms);
    }),
  ]).finally(() => clearTimeout(timer));
  if (outcome.kind === 'value') {
    tracked.status = 'fulfilled';
    tracked.value = outcome.value;
  } else {
    promise.catch(() => undefined);
  }
  return { promise: tracked };
}
