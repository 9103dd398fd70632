/**
 * Property-list modules with display conditions (docs/data-model.md 'Display conditions'): the module shows the newest properties that meet its rules (app/rules/condition.ts),
 * at most its maxItems. A rule that cannot be evaluated for a property is false for it and is
 * logged once per page view and rule, naming the page, the module and the rule; a module left with no
 * property (or whose list the provider could not give) is hidden, the rest of the page shows.
 * The rules stay on the server: the page view the browser gets carries the chosen properties.
 *
 * A property appears in one list of a page only (docs/screens.md, home): the page's lists are
 * filled in their order from the same newest-first list, each leaving out what a list above it
 * shows. The page's own list (a property-list module without conditions: the home's latest
 * offers) takes the newest properties; the modules with conditions then take the newest of the
 * others that meet their rules. Without any module with conditions, the page's own list streams
 * as before (it is not chosen here).
 */
import type { PageView } from '../../app/content/views';
import type { Paged } from '../../shared/model/common';
import { MAX_PAGE_SIZE, type ListQuery } from '../../shared/model/listing';
import type { Property } from '../../shared/model/property';
import type { Lang } from '../../shared/paths/languages';
import { evaluateGroup } from '../../app/rules/condition';

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
  let items: Property[] | null;
  let failure = '';
  try {
    items = (await list({ lang, sort: 'date-desc', page: 1, pageSize: MAX_PAGE_SIZE })).items;
  } catch (error) {
    items = null;
    failure = error instanceof Error ? error.message : String(error);
  }
  // what the lists above a module already show
  const shown = new Set<number>();
  const modules = page.modules.map((m) => {
    if (m.view !== 'property-list' && !m.conditions) return m;
    const max = m.maxItems ?? DEFAULT_MAX;
    if (!m.conditions) {
      // the page's own list: the newest properties (streamed by the page when the list failed here)
      if (!items) return m;
      const own = items.filter((p) => !shown.has(p.ID)).slice(0, max);
      for (const p of own) shown.add(p.ID);
      return { ...m, properties: own };
    }
    const { conditions, ...module } = m;
    const where = `page '${page.id}', module '${m.id}'`;
    if (!items) {
      log(`display conditions of ${where}: the properties could not be read (${failure}); module hidden`);
      return null;
    }
    // One line per failing rule: its first message and how many properties it failed for.
    const failures = new Map<string, { first: string; count: number }>();
    const chosen = items.filter((p) => {
      if (shown.has(p.ID)) return false;
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
    if (chosen.length === 0) return null;
    const picked = chosen.slice(0, max);
    for (const p of picked) shown.add(p.ID);
    return { ...module, properties: picked };
  });
  return { ...page, modules: modules.filter((m) => m !== null) };
}
