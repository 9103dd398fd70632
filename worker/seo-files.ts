/** robots.txt and sitemap.xml (every published page in every enabled language, with hreflang alternates). */
import { Hono } from 'hono';
import type { AppEnv } from './env';
import { content } from './content/store';
import { localizedHref } from '../shared/paths/path-table';

/** Pages that are not meant to be found through search engines. */
const UNLISTED_TYPES = new Set(['thank-you', 'login', 'favourites']);

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const seoFiles = new Hono<AppEnv>();

seoFiles.get('/robots.txt', (c) => {
  const origin = new URL(c.req.url).origin;
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /*preview',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return c.text(body, 200, { 'Cache-Control': 'public, max-age=3600' });
});

seoFiles.get('/sitemap.xml', (c) => {
  const origin = new URL(c.req.url).origin;
  const langs = content.languages;
  const urls: string[] = [];
  for (const entry of content.table.entries) {
    const page = content.page(content.config.defaultLanguage, entry.original);
    if (!page || UNLISTED_TYPES.has(page.type) || entry.external) continue;
    const alternates = langs.map(
      (l) =>
        `    <xhtml:link rel="alternate" hreflang="${l}" href="${esc(origin + localizedHref(content.table, l, entry.original))}"/>`,
    );
    alternates.push(
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${esc(origin + localizedHref(content.table, content.config.defaultLanguage, entry.original))}"/>`,
    );
    for (const l of langs) {
      urls.push(
        `  <url>\n    <loc>${esc(origin + localizedHref(content.table, l, entry.original))}</loc>\n    <lastmod>${page.modifyDate.slice(0, 10)}</lastmod>\n${alternates.join('\n')}\n  </url>`,
      );
    }
  }
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  return c.body(xml, 200, {
    'Content-Type': 'application/xml; charset=utf-8',
    'Cache-Control': 'public, max-age=3600',
  });
});
