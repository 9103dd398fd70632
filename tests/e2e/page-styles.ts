/**
 * Checks of a page type's stylesheet against the whole site's (decision record 030 and its amendment 043; no
 * page links the site's, the build writes it as this reference), in Chromium:
 * - `missingRules`: every declaration of the site's stylesheet that the page could use is also in
 *   its page type's, in the same media context. A rule "could be used" when each class its
 *   selector names (outside `:not()`) is on some element of the page: hover, focus, open or
 *   checked states, every viewport width and print count, whatever the page shows now.
 *   Declarations are compared one longhand at a time, so rules that the minifier merged or split
 *   differently still match.
 * - `computedStyles` with `onlyPageType` / `onlySite`: the page loaded with only one of the two
 *   stylesheets, inline in its head (the HTML rewritten on the way), and every element's computed
 *   style (with ::before and ::after) read, to be compared between the two: a missing rule, or
 *   rules in another order, shows as a difference.
 */
import type { Page, Route } from 'playwright-core';
import built from '../../worker/generated/client-manifest.json';

/** The whole site's stylesheet's URL. */
const SITE_CSS = (built as unknown as { styles: { site: string } }).styles.site;

interface Sheets {
  page: string;
  site: string;
}

/** The texts of the page's stylesheet (its page type's, inline or linked) and of the site's. */
async function sheets(page: Page): Promise<Sheets> {
  return page.evaluate(async (site) => {
    const own = document.querySelector('[data-page-css]');
    if (!own) throw new Error('the page has no page type stylesheet');
    const text = async (href: string) => (await fetch(href)).text();
    return {
      page: own instanceof HTMLLinkElement ? await text(own.href) : own.textContent!,
      site: await text(site),
    };
  }, SITE_CSS);
}

/** The site's declarations that the page could use and its page type's stylesheet lacks (`@media … | selector | property: value`). */
export async function missingRules(page: Page): Promise<string[]> {
  const texts = await sheets(page);
  return page.evaluate(({ page: own, site }) => {
    const present = new Set<string>();
    for (const el of document.querySelectorAll('[class]')) for (const c of el.classList) present.add(c);
    /** Top-level commas only: `:is(.a, .b)` stays whole. */
    const split = (list: string) => {
      const out: string[] = [];
      let depth = 0;
      let cur = '';
      for (const ch of list) {
        if (ch === '(') depth++;
        if (ch === ')') depth--;
        if (ch === ',' && depth === 0) {
          out.push(cur.trim());
          cur = '';
        } else cur += ch;
      }
      out.push(cur.trim());
      return out;
    };
    const withoutNot = (selector: string) => {
      let out = '';
      for (let i = 0; i < selector.length; i++) {
        if (selector.startsWith(':not(', i)) {
          let depth = 0;
          for (; i < selector.length; i++) {
            if (selector[i] === '(') depth++;
            if (selector[i] === ')' && --depth === 0) break;
          }
          continue;
        }
        out += selector[i];
      }
      return out;
    };
    const usable = (selector: string) =>
      [...withoutNot(selector).matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].every((m) => present.has(m[1]!));
    /** Every (context, selector, longhand) of a stylesheet, with the rule's selector list kept for the report. */
    const declarations = (text: string, keep: (selector: string) => boolean) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(text);
      const found = new Map<string, string>();
      const walk = (rules: CSSRuleList, context: string) => {
        for (const rule of rules) {
          if (rule instanceof CSSStyleRule) {
            for (const selector of split(rule.selectorText)) {
              if (!keep(selector)) continue;
              for (let i = 0; i < rule.style.length; i++) {
                const prop = rule.style[i]!;
                const value = `${rule.style.getPropertyValue(prop)}${rule.style.getPropertyPriority(prop) ? ' !important' : ''}`;
                found.set(`${context}|${selector}|${prop}: ${value}`, rule.selectorText);
              }
            }
          } else if (rule instanceof CSSMediaRule) {
            walk(rule.cssRules, `${context}@media ${rule.conditionText} `);
          } else if (rule instanceof CSSSupportsRule) {
            walk(rule.cssRules, `${context}@supports ${rule.conditionText} `);
          } else if (rule instanceof CSSFontFaceRule) {
            found.set(`${context}|${rule.cssText}`, rule.cssText);
          } else if (rule instanceof CSSKeyframesRule) {
            found.set(`${context}|@keyframes ${rule.name}|${rule.cssText}`, rule.cssText);
          }
        }
      };
      walk(sheet.cssRules, '');
      return found;
    };
    const have = declarations(own, () => true);
    const wanted = [...declarations(site, usable).keys()];
    // Keyframes count where a usable rule names them.
    const animations = new Set(wanted.flatMap((key) => /\|animation-name: (.+)$/.exec(key)?.[1]?.split(/,\s*/) ?? []));
    return wanted.filter(
      (key) => !have.has(key) && (!key.includes('|@keyframes ') || animations.has(key.split('|')[1]!.slice(11))),
    );
  }, texts);
}

/** One element's (or pseudo-element's) computed style, by position in the document. */
export interface Styled {
  at: string;
  values: string[];
}

/** Every element's computed style, and ::before / ::after where they have content. */
export async function computedStyles(page: Page): Promise<Styled[]> {
  return page.evaluate(() => {
    const out: { at: string; values: string[] }[] = [];
    // Custom properties come in no fixed order: sorted.
    const read = (style: CSSStyleDeclaration) => {
      const values: string[] = [];
      for (let i = 0; i < style.length; i++) values.push(`${style[i]}: ${style.getPropertyValue(style[i]!)}`);
      return values.sort();
    };
    const elements = [...document.querySelectorAll('body *')].filter((el) => !el.closest('script'));
    elements.forEach((el, i) => {
      const at = `${i} <${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? ` class="${el.className}"` : ''}>`;
      out.push({ at, values: read(getComputedStyle(el)) });
      for (const pseudo of ['::before', '::after']) {
        const style = getComputedStyle(el, pseudo);
        if (style.content !== 'none' && style.content !== 'normal')
          out.push({ at: `${at}${pseudo}`, values: read(style) });
      }
    });
    return out;
  });
}

/** The differences between two snapshots of the same page (at most `limit`). */
export function styleDifferences(a: Styled[], b: Styled[], limit = 20): string[] {
  if (a.length !== b.length) return [`${a.length} styled elements against ${b.length}`];
  const out: string[] = [];
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x.at !== y.at) return [...out, `element ${i}: ${x.at} against ${y.at}`];
    for (let j = 0; j < x.values.length; j++)
      if (x.values[j] !== y.values[j]) out.push(`${x.at} ${x.values[j]} against ${y.values[j]}`);
  }
  // Sizes and origins change on every ancestor of a changed element: the causes first.
  const derived = (line: string) =>
    / (block-size|inline-size|height|width|perspective-origin|transform-origin): /.test(line);
  return [...out.filter((l) => !derived(l)), ...out.filter(derived)].slice(0, limit);
}

const PAGE_STYLE =
  /<style nonce="[^"]*" data-page-css="[a-z]+">([\s\S]*?)<\/style>|<link rel="stylesheet" href="([^"]+)" data-page-css="[a-z]+">/;

/** Loads the page's documents with only its page type's stylesheet, inline in the head. */
export async function onlyPageType(page: Page): Promise<void> {
  await withOnly(page, 'page');
}

/** Loads the page's documents with only the site's stylesheet, inline in the head instead of the page type's. */
export async function onlySite(page: Page): Promise<void> {
  await withOnly(page, 'site');
}

/**
 * Rewrites each document: its page type's stylesheet out, it or the site's inline at the end of
 * the head (with the response's nonce). Inline, it styles the first render: a stylesheet that arrives later would
 * start transitions (buttons, the header) that a hidden element (in a closed <details>) never ends.
 */
async function withOnly(page: Page, which: 'page' | 'site'): Promise<void> {
  await page.route(
    (url) => !/\/(assets|media|fonts|brand|api|client)\//.test(url.pathname),
    async (route: Route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      let html = await response.text();
      if (response.headers()['content-type']?.includes('text/html')) {
        const own = PAGE_STYLE.exec(html);
        const nonce = /<script nonce="([^"]+)"/.exec(html)?.[1];
        if (!own || !nonce) throw new Error(`${route.request().url()}: page type stylesheet or nonce not found`);
        const fetchText = async (href: string) => (await fetch(new URL(href, route.request().url()))).text();
        const css = which === 'site' ? await fetchText(SITE_CSS) : (own[1] ?? (await fetchText(own[2]!)));
        html = html.replace(PAGE_STYLE, '').replace('</head>', `<style nonce="${nonce}">${css}</style></head>`);
      }
      await route.fulfill({ response, body: html });
    },
  );
}
