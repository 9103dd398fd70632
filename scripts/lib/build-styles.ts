/**
 * The site's stylesheets (decision record 030), built with Lightning CSS for the client build's
 * browsers: client/styles/site.css (every part, in cascade order) and one file per page type
 * (client/styles/pages/{type}.css, one for each type of app/styles/page-types.ts). Each is
 * written as an immutable hashed file under dist/client/assets/styles/; the page types' texts are
 * also returned, for the worker to put inline. The build stops when a page type has no file or a
 * file no type, when a page type's parts are not a subsequence of site.css's (same order, so the
 * cascade is the same), when a part is in no stylesheet, or when a text cannot be inlined. A page
 * type's file draws only its icons (scripts/lib/page-icons.ts) and those the content names.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { bundleAsync } from 'lightningcss';
import { buildIcons, ICON_SHAPES_CSS } from './build-icons';
import { PAGE_TYPES, type PageType } from '../../app/styles/page-types';
import { MODULE_PAGE_TYPES, namedIcons, PAGE_ICONS } from './page-icons';
import { siteOf } from '../../worker/config/site';

const DIR = 'client/styles';
const OUT = 'dist/client/assets/styles';
/** Stylesheets that are not parts of the site's: the consent dialog's (its chunk imports it) and the map frame's. */
const NOT_PARTS = new Set(['consent.css', 'map-frame.css', 'site.css']);

export interface BuiltStyles {
  /**
   * The whole site's stylesheet: every part in cascade order. No page links it (decision record 030,
   * amendment 043); it is the reference the page types are checked against (tests/e2e/page-styles.ts).
   */
  site: string;
  /** Per page type: its stylesheet's URL and text. */
  pages: Record<PageType, { href: string; css: string }>;
}

/** The parts a stylesheet imports, in order; a set of parts (client/styles/sets/*.css) stands for its own parts. */
const imports = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/@import '([^']+)'/g)].flatMap((m) => {
    const path = resolve(dirname(file), m[1]!);
    return basename(dirname(path)) === 'sets' ? imports(path) : [basename(path)];
  });

/** The icons the content's pages name (their cards). */
const contentIcons = () =>
  readdirSync('content/pages')
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => namedIcons(JSON.parse(readFileSync(`content/pages/${f}`, 'utf8'))));

/** The icon a class selector component names (`.i-{name}`), if it is one. */
const ICON_CLASS = /^i-([a-z]+)$/;

/**
 * Drops the style rules that draw only icons outside `keep`: a rule stays when one of its
 * selectors names no icon, or an icon that is kept.
 */
function iconFilter(keep: ReadonlySet<string>) {
  return {
    Rule: {
      style(rule: { value: { selectors: { type: string; name?: string }[][] } }) {
        const kept = rule.value.selectors.some((selector) => {
          const icons = selector.flatMap((c) => (c.type === 'class' && ICON_CLASS.exec(c.name ?? '')?.[1]) || []);
          return icons.length === 0 || icons.some((name) => keep.has(name));
        });
        return kept ? undefined : [];
      },
    },
  };
}

async function bundle(file: string, shapes: string, icons?: ReadonlySet<string>): Promise<string> {
  const { code } = await bundleAsync({
    filename: file,
    ...(icons ? { visitor: iconFilter(icons) as never } : {}),
    minify: true,
    targets: { chrome: 94 << 16, edge: 94 << 16, firefox: 93 << 16, safari: (16 << 16) | (4 << 8) },
    // Relative imports from the importing file; package imports (Splide's core CSS) from node_modules.
    // The icons' stylesheet (./build-icons.ts) is written by the build, never on disk.
    resolver: {
      resolve: (specifier, from) =>
        specifier.startsWith('.') ? resolve(dirname(from), specifier) : resolve('node_modules', specifier),
      read: (path) => (basename(path) === ICON_SHAPES_CSS ? shapes : readFileSync(path, 'utf8')),
    },
  });
  const css = new TextDecoder().decode(code);
  if (/<\/style/i.test(css)) throw new Error(`build: ${file} contains "</style", it cannot be inlined`);
  if (/url\((?!["']?(\/|data:))/.test(css))
    throw new Error(`build: ${file} has a relative url(), it cannot be inlined`);
  return css;
}

function write(name: string, css: string): string {
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 10);
  mkdirSync(OUT, { recursive: true });
  writeFileSync(`${OUT}/${name}-${hash}.css`, css);
  return `/assets/styles/${name}-${hash}.css`;
}

/** Whether `sub` lists some of `all`'s items in the same order. */
const inOrder = (sub: string[], all: string[]) => {
  let at = 0;
  for (const item of sub) {
    at = all.indexOf(item, at) + 1;
    if (at === 0) return false;
  }
  return true;
};

export async function buildStyles(): Promise<BuiltStyles> {
  const order = imports(`${DIR}/site.css`);
  const parts = readdirSync(DIR).filter((f) => f.endsWith('.css') && !NOT_PARTS.has(f));
  const orphans = parts.filter((f) => !order.includes(f));
  if (orphans.length) throw new Error(`build: ${orphans.join(', ')} not imported by ${DIR}/site.css`);
  const files = readdirSync(`${DIR}/pages`).filter((f) => f.endsWith('.css'));
  const extra = files.filter((f) => !PAGE_TYPES.includes(f.replace(/\.css$/, '') as PageType));
  if (extra.length) throw new Error(`build: ${extra.join(', ')} in ${DIR}/pages/ is no page type`);
  const pages = {} as BuiltStyles['pages'];
  const { css: shapes } = buildIcons();
  const configured = namedIcons(siteOf().config);
  const named = contentIcons();
  for (const type of PAGE_TYPES) {
    const file = `${DIR}/pages/${type}.css`;
    if (!files.includes(`${type}.css`)) throw new Error(`build: page type '${type}' has no ${file}`);
    if (!inOrder(imports(file), order))
      throw new Error(`build: ${file} imports parts out of ${DIR}/site.css's order (the cascade would change)`);
    const icons = new Set<string>([
      ...PAGE_ICONS[type],
      ...configured,
      ...(MODULE_PAGE_TYPES.includes(type) ? named : []),
    ]);
    const css = await bundle(file, shapes, icons);
    pages[type] = { href: write(type, css), css };
  }
  return { site: write('site', await bundle(`${DIR}/site.css`, shapes)), pages };
}
