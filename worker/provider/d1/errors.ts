/**
 * The d1 provider's failures, typed: a D1 database that cannot answer (unavailable, overloaded,
 * a query refused) is the provider failing, like a CRM that does not answer, so its rejections
 * become ProviderErrors (kind 'storage') and pages show 'API ERROR' or a cached copy. Errors
 * thrown by our own code around the database (a TypeError in a mapper) stay what they are: a bug,
 * answered 500 and logged with its stack (worker/render/server-data.ts, worker/api/index.ts).
 *
 * `typedDatabase(db)` wraps the binding so that only the promises D1 itself returns (batch, exec,
 * and a statement's first, all, run, raw) are translated; statements stay D1's own objects for
 * `batch` (a proxy is unwrapped before it is handed back).
 */
import { ProviderError } from '../core/errors';
import type { CallBudget } from '../core/budget';

const RUNS = new Set(['first', 'all', 'run', 'raw']);

async function typed<T>(provider: string, method: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    throw new ProviderError({
      provider,
      method,
      kind: 'storage',
      message: error instanceof Error ? error.message : 'database error',
      cause: error,
    });
  }
}

/**
 * `budget`: the request's budget of provider calls (../core/budget.ts): each statement run spends one
 * (a batch one per statement), so a request cannot run an unbounded number of queries.
 */
export function typedDatabase(db: D1Database, provider = 'd1', budget?: CallBudget): D1Database {
  const originals = new WeakMap<object, D1PreparedStatement>();
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, prop) {
        const value: unknown = Reflect.get(target, prop, target);
        if (typeof value !== 'function') return value;
        if (prop === 'bind')
          return (...args: unknown[]) => wrap((value as (...a: unknown[]) => D1PreparedStatement).apply(target, args));
        if (typeof prop === 'string' && RUNS.has(prop))
          return (...args: unknown[]) =>
            typed(provider, `database ${prop}`, () => {
              budget?.spend(provider, `database ${prop}`);
              return (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
            });
        return (value as (...a: unknown[]) => unknown).bind(target);
      },
    });
    originals.set(proxy, statement);
    return proxy;
  };
  return new Proxy(db, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      if (prop === 'prepare') return (sql: string) => wrap(target.prepare(sql));
      if (prop === 'batch')
        return (statements: D1PreparedStatement[]) =>
          typed(provider, 'database batch', () => {
            for (let i = 0; i < statements.length; i++) budget?.spend(provider, 'database batch');
            return target.batch(statements.map((s) => originals.get(s) ?? s));
          });
      if (prop === 'exec') return (sql: string) => typed(provider, 'database exec', () => target.exec(sql));
      return (value as (...a: unknown[]) => unknown).bind(target);
    },
  });
}
