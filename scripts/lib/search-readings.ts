/**
 * The page docs/search-readings.md, written from the parser's own test table
 * (tests/unit/search-text-cases.ts): each text a visitor may type, in its language, with what the
 * parser reads (the sentence the search panel shows, and the listing's criteria). `npm run
 * docs:search` writes it; tests/unit/search-text.test.ts fails when the page and the parser
 * disagree.
 */
import { SEARCH_TEXT_CASES, testVocabulary } from '../../tests/unit/search-text-cases';
import { parseSearchText } from '../../app/search/parse-text';
import { readingLabel, readingSearch } from '../../app/search/reading';
import { loadAllLanguages } from '../../app/i18n/load-server';
import { textsFor } from '../../shared/i18n/i18n';
import { stringifySearch } from '../../app/router/search-codec';

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function searchReadingsMarkdown(): string {
  loadAllLanguages();
  const rows = SEARCH_TEXT_CASES.map((x) => {
    const reading = parseSearchText(x.text, testVocabulary(x.lang));
    const label = readingLabel(reading, textsFor(x.lang).FILTERS, x.lang);
    const query = decodeURIComponent(stringifySearch(readingSearch(reading) as Record<string, unknown>));
    const also = [
      reading.reference ? `reference ${reading.reference}` : '',
      reading.id !== undefined ? `id ${reading.id}` : '',
      reading.unread.length ? `not understood: ${reading.unread.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('; ');
    return `| ${x.lang} | \`${cell(x.text)}\` | ${cell(label)} | ${query ? `\`${cell(query)}\`` : ''} | ${cell(also)} |`;
  });
  const count = (lang: string) => SEARCH_TEXT_CASES.filter((x) => x.lang === lang).length;
  return `# What the search reads: ${SEARCH_TEXT_CASES.length} typed texts

Written by \`npm run docs:search\` from the parser's test table (\`tests/unit/search-text-cases.ts\`,
checked by \`tests/unit/search-text.test.ts\`, which fails when this page and the parser disagree):
texts visitors type in the search field, ${count('fr')} in French, ${count('nl')} in Dutch, ${count('en')} in English and
${count('de')} in German, with what the parser (\`app/search/parse-text.ts\`) reads in them. The rules are
in [search.md](search.md#words-a-visitor-types). The places are a fixed set of real municipalities
with their names in the four languages (the test's vocabulary, not the demo data); on the site the
provider's cities and types are the vocabulary.

- **Reading**: the sentence the search panel shows as its first suggestion, in the text's language.
- **Criteria**: the listing's parameters Enter leads to (\`goal\` only when the text says buy or rent;
  otherwise the visitor's buy-or-rent choice decides).
- **Also**: a reference or an id (the property they name opens, when there is one; a lone number
  that names none is read as a maximum price), and the words not understood.

| lang | typed | reading | criteria | also |
| ---- | ----- | ------- | -------- | ---- |
${rows.join('\n')}
`;
}
