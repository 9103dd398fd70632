/**
 * The photos' lightbox, a React carousel (`dialog`): the photo block stays the server's HTML; its
 * openers draw the lightbox's first frame and this part renders in it (client/islands/photo-viewer.ts).
 */
import { Lightbox } from '../gallery/Lightbox';
import { reactPart } from '../islands/hydrate';

export const { start, warm } = reactPart(Lightbox);
