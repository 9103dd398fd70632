/**
 * `load`: the part starts at once (what a visitor sees working on arrival: the shell, the consent,
 * the hearts); the page's `ready` waits for it. A React part's early clicks are replayed (../replay.ts).
 */
import type { Strategy } from '../part';
import { isReactRoot } from '../registry';
import { replayEarlyClicks } from '../replay';

export const load: Strategy = (part) => {
  if (isReactRoot(part.element)) replayEarlyClicks(part.element);
  return part.start();
};
