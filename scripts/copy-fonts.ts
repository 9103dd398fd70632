/** Build step: copies the self-hosted Inter variable font (latin and latin-ext) from the npm package into public/fonts. */
import { copyFileSync, mkdirSync } from 'node:fs';

mkdirSync('public/fonts', { recursive: true });
for (const subset of ['latin', 'latin-ext']) {
  copyFileSync(
    `node_modules/@fontsource-variable/inter/files/inter-${subset}-wght-normal.woff2`,
    `public/fonts/inter-${subset}-wght-normal.woff2`,
  );
}
console.log('fonts: copied');
