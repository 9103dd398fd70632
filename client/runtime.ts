/**
 * The browser's one entry in the islands render (decision record 022, "One way to declare a
 * part"), started after the first paint by the boot script. Every browser part, React or plain
 * script, is declared by the server the same way: its element carries `data-island="{part}"` and
 * `data-when="{when}"`. The part is the file client/parts/{part}.ts(x), one lazy chunk each, found
 * by its name (the bundler lists the folder: no list to edit; a name with no file is ignored), and
 * it starts when its strategy (./islands/when/) says: `load`, `visible` (300 px ahead of the viewport),
 * `intent` (the first pointer, touch or focus inside it), `click` (a closed form's opener) or
 * `dialog` (the photos' lightbox). No React is downloaded by a visit that touches no React part.
 * `<html data-islands="ready">` tells that every part is armed, and every `load` part and the
 * photos' openers started (tests wait for it).
 */
import type { PartModule, Strategy } from './islands/part';
import * as shell from './parts/shell';
import * as favourites from './parts/favourites';
import { armParts, type PartFiles } from './islands/registry';
import { load } from './islands/when/load';
import { visible } from './islands/when/visible';
import { intent } from './islands/when/intent';
import { click } from './islands/when/click';
import { dialog } from './islands/when/dialog';

const STRATEGIES = new Map<string, Strategy>([
  ['load', load],
  ['visible', visible],
  ['intent', intent],
  ['click', click],
  ['dialog', dialog],
]);

const parts: PartFiles = {
  ...import.meta.glob<PartModule>(['./parts/*.{ts,tsx}', '!./parts/{shell,favourites}.ts']),
  // Declared as every part is (by the layout's `.site` and the header's heart), but every page has
  // them: their code comes in this chunk rather than in chunks of their own, requested by every visit.
  './parts/shell.ts': async () => shell,
  './parts/favourites.ts': async () => favourites,
};

const arming = armParts(document.querySelectorAll<HTMLElement>('[data-island]'), parts, STRATEGIES);
void Promise.allSettled(arming).then(() => {
  document.documentElement.dataset.islands = 'ready';
});
