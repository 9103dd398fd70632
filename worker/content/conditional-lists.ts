/**
 * Property-list modules with display conditions (docs/data-model.md 'Display conditions'): the module shows the newest properties that meet its rules (shared/rules/condition.ts),
 * at most its maxItems. A rule that cannot be evaluated for a property is false for it and is
 * logged once per page view and rule, naming the page, the module and the rule; a module left with no
 * property (or whose list the provider could not give) is hidden, the rest of the page shows.
 * The rules stay on the server: the page view the browser gets carries the chosen properties.
 */
import type { PageView } from '../../shared/content/views';
import type { Paged } from '../../shared/model/common';
import { MAX_PAGE_SIZE, type ListQuery } from '../../shared/model/listing';
import type { Property } from '../../shared/model/property';
import type { Lang } from '../../shared/paths/languages';
import { evaluateGroup } from '../../shared/rules/condition';

type List = (query: ListQuery) => Promise<Paged<Property>>;
type Log = (message: string) => void;

const DEFAULT_MAX = 4;

export async function withConditionalLists(
  page: PageView,
  lang: Lang,
  list: List,
  log: Log = (m) => console.warn(m),
): Promise<PageView> {
  if (!page.modules.some((m) => m.conditions)) return page;
  let candidates: Promise<Property[]> | undefined;
  const newest = () =>
    (candidates ??= list({ lang, sort: 'date-desc', page: 1, pageSize: MAX_PAGE_SIZE }).then((p) => p.items));
  const modules = await Promise.all(
    page.modules.map(async (m) => {
      if (!m.conditions) return m;
      const { conditions, ...module } = m;
      const where = `page '${page.id}', module '${m.id}'`;
      let items: Property[];
      try {
        items = await newest();
      } catch (error) {
        log(
          `display conditions of ${where}: the properties could not be read (${error instanceof Error ? error.message : String(error)}); module hidden`,
        );
        return null;
      }
      // One line per failing rule: its first message and how many properties it failed for.
      const failures = new Map<string, { first: string; count: number }>();
      const shown = items.filter((p) => {
        const outcome = evaluateGroup(conditions, p);
        for (const e of outcome.errors) {
          const rule = e.slice(0, e.indexOf(': '));
          const seen = failures.get(rule);
          if (seen) seen.count++;
          else failures.set(rule, { first: e, count: 1 });
        }
        return outcome.pass;
      });
      for (const { first, count } of failures.values())
        log(
          `display conditions of ${where}: ${first} (condition false for ${count} ${count === 1 ? 'property' : 'properties'})`,
        );
      if (shown.length === 0) return null;
      return { ...module, properties: shown.slice(0, m.maxItems ?? DEFAULT_MAX) };
    }),
  );
  return { ...page, modules: modules.filter((m) => m !== null) };
}
