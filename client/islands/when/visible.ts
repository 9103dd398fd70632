/**
 * `visible`: the part starts when it comes within 300 px of the viewport (the purchase costs, the
 * map panels). A React part's element takes no box (`display: contents`): its first child is what
 * comes into view, and a click on one of its buttons before it has hydrated is replayed (../replay.ts).
 */
import type { Part, Strategy } from '../part';
import { isReactRoot } from '../registry';
import { replayEarlyClicks } from '../replay';

const waiting = new Map<Element, Part>();
let observer: IntersectionObserver | undefined;

function watch(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const part = waiting.get(entry.target);
        if (!entry.isIntersecting || !part) continue;
        observer?.unobserve(entry.target);
        waiting.delete(entry.target);
        void part.start();
      }
    },
    { rootMargin: '300px' },
  );
  return observer;
}

export const visible: Strategy = (part) => {
  const el = part.element;
  if (isReactRoot(el)) replayEarlyClicks(el);
  const target = isReactRoot(el) ? (el.firstElementChild ?? el) : el;
  waiting.set(target, part);
  watch().observe(target);
};
