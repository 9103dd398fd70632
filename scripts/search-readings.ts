/**
 * `npm run docs:search`: writes docs/search-readings.md from the parser's test table
 * (./lib/search-readings.ts), then formats it as the repository's formatter does.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { searchReadingsMarkdown } from './lib/search-readings';

const PAGE = 'docs/search-readings.md';
writeFileSync(PAGE, searchReadingsMarkdown());
execFileSync('node_modules/.bin/biome', ['format', '--write', PAGE], { stdio: 'inherit' });
console.log(`${PAGE} written`);
