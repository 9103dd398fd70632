/**
 * HTML from the provider (a CRM's descriptions and comments) → plain text, read with htmlparser2
 * (a maintained, spec-following tokenizer with the full HTML entity table) rather than regular
 * expressions: every named and numeric entity decodes ('&laquo;' «, '&Eacute;' É, '&oelig;' œ),
 * block ends become blank lines, list items bullets, and nothing executable survives: the
 * content of script, style and other non-text elements is dropped, tags and their attributes
 * (event handlers, javascript: URLs) go. Pages then render the text escaped by React, so a
 * provider can never put markup into a page.
 */
import { Parser } from 'htmlparser2';

/** Elements whose content is never text a visitor should read. */
const DROPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'object',
  'svg',
  'math',
  'head',
  'title',
  'textarea',
  'select',
]);
/** Elements whose end starts a new paragraph. */
const BLOCKS = new Set([
  'p',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'table',
  'blockquote',
  'section',
  'article',
]);

export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  let out = '';
  let dropped = 0;
  const parser = new Parser(
    {
      onopentagname(name) {
        if (DROPPED.has(name)) dropped++;
        else if (dropped === 0 && name === 'br') out += '\n';
        else if (dropped === 0 && name === 'li') out += '\n• ';
      },
      onclosetag(name, implied) {
        if (DROPPED.has(name)) dropped = Math.max(0, dropped - 1);
        else if (dropped === 0 && BLOCKS.has(name)) out += '\n\n';
        else if (dropped === 0 && name === 'tr' && !implied) out += '\n';
      },
      ontext(text) {
        if (dropped === 0) out += text;
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html.replace(/\r\n?/g, '\n'));
  parser.end();
  return out
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
