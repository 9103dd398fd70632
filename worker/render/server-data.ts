/** The server side of the loaders' DataApi: content store directly; remembers data-source failures. */
import type { DataApi } from '../../shared/router/context';
import { content } from '../content/store';

export function serverData(): DataApi & { failed(): boolean } {
  let failed = false;
  const guard = async <T,>(fn: () => T | Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (error) {
      failed = true;
      const wrapped = new Error('API ERROR', { cause: error });
      wrapped.name = 'ApiError';
      throw wrapped;
    }
  };
  return {
    site: (lang) => guard(() => content.site(lang)),
    page: (lang, original, opts) => guard(() => content.page(lang, original, opts)),
    failed: () => failed,
  };
}
