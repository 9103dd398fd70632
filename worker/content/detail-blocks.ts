/**
 * Detail-page blocks with display conditions (docs/data-model.md 'Display conditions'): the
 * blocks of the site configuration whose rules the property meets, chosen on the server and
 * added to the property's detail as `Blocks` (texts in the asked language, localized links), so
 * the rules never reach the browser. A block whose rule cannot be evaluated is hidden and logged
 * with the method that chose it, the property and the rule; the page itself never fails for it.
 */
import type { DetailBlock } from '../../app/config/detail-block-schema';
import type { DetailBlockView } from '../../app/content/views';
import type { PropertyDetail } from '../../shared/model/property';
import type { Lang } from '../../shared/paths/languages';
import { localizedHref, type PathTable } from '../../shared/paths/path-table';
import { selectBlocks } from '../../app/rules/block-selection';

type Log = (message: string) => void;

export type WithBlocks<T> = T & { Blocks: DetailBlockView[] };

export function withDetailBlocks<T extends PropertyDetail>(
  detail: T | null,
  lang: Lang,
  blocks: readonly DetailBlock[],
  table: PathTable,
  log: Log = (m) => console.warn(m),
): WithBlocks<T> | null {
  if (!detail) return null;
  const { shown, failed } = selectBlocks(blocks, detail);
  for (const { block, errors } of failed)
    for (const error of errors)
      log(
        `display conditions (withDetailBlocks) of property ${detail.ID}, block '${block.id}': ${error}; block hidden`,
      );
  return {
    ...detail,
    Blocks: shown.map((b) => ({
      id: b.id,
      title: b.title[lang],
      text: b.text[lang],
      button: b.button[lang],
      href: localizedHref(table, lang, b.href),
    })),
  };
}
