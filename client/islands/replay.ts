/**
 * An early click is never lost (decision record 022): links and forms an island's server HTML
 * holds work before it hydrates, but its other buttons (a video's poster, a share button) do
 * nothing until React has attached their handlers. A click on such a button while the island is
 * still loading is remembered (which of the island's buttons) and clicked again once it has
 * hydrated, so the visitor's first press does what it says, only later.
 *
 * A link marked `data-replay` (a gallery's photo: without JavaScript it opens the large photo
 * alone; hydrated, it opens the lightbox) is held the same way: a plain early click does not
 * follow it, and it is clicked again once the island has hydrated; if the island cannot load
 * (its chunk failed), the link is followed after all. A click with a modifier key or another
 * button (a new tab) is the browser's, as always.
 */

/** Dispatched on an island's element once React has hydrated it (client/islands/hydrate.tsx). */
export const HYDRATED_EVENT = 'island-hydrated';
/** Dispatched on an island's element when its code could not be loaded (client/islands/runtime.ts). */
export const HYDRATE_FAILED_EVENT = 'island-failed';

/** A submit button of a form posts by itself before hydration: nothing to replay. */
const worksAlone = (button: HTMLButtonElement): boolean => button.type === 'submit' && button.form !== null;

const REPLAYED = 'button, a[data-replay]';

export function replayEarlyClicks(el: HTMLElement): void {
  let pending = -1;
  const remember = (e: Event) => {
    const target = (e.target as Element | null)?.closest?.<HTMLElement>(REPLAYED);
    if (!target || !el.contains(target)) return;
    if (target instanceof HTMLButtonElement && worksAlone(target)) return;
    if (target instanceof HTMLAnchorElement) {
      const m = e as MouseEvent;
      if (m.button !== 0 || m.ctrlKey || m.metaKey || m.shiftKey || m.altKey) return;
      e.preventDefault();
    }
    pending = Array.from(el.querySelectorAll(REPLAYED)).indexOf(target);
  };
  el.addEventListener('click', remember, true);
  const settle = (replay: (target: HTMLElement) => void) => () => {
    el.removeEventListener('click', remember, true);
    const target = pending >= 0 ? el.querySelectorAll<HTMLElement>(REPLAYED)[pending] : undefined;
    pending = -1;
    if (target) replay(target);
  };
  el.addEventListener(
    HYDRATED_EVENT,
    settle((target) => target.click()),
    { once: true },
  );
  el.addEventListener(
    HYDRATE_FAILED_EVENT,
    settle((target) => {
      if (target instanceof HTMLAnchorElement) window.location.assign(target.href);
    }),
    { once: true },
  );
}
