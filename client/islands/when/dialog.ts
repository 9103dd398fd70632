/**
 * `dialog`: the photos. Their block stays the server's HTML; its openers draw the lightbox's first
 * frame at once and the part (React's carousel) then renders in that dialog (../photo-viewer.ts,
 * a chunk of its own, loaded when a page has photos). The page's `ready` waits until the openers are armed.
 */
import type { Strategy } from '../part';

export const dialog: Strategy = (part) => import('../photo-viewer').then((m) => m.armPhotoViewer(part));
