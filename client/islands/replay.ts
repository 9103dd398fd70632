/**
 * An early click is never lost (decision record 022): links and forms an island's server HTML
 * holds work before it hydrates, but its other buttons (a video's poster, a share button) do
 * nothing until React has attached their handlers. A click on such a button while the island is
 * still loading is remembered (which of the island's buttons) and clicked again once it has
 * hydrated, so the visitor's first press does what it says, only later.
 */

/** Dispatched on an island's element once React has hydrated it (client/islands/hydrate.tsx). */
export const HYDRATED_EVENT = 'island-hydrated';

/** A submit button of a form posts by itself before hydration: nothing to replay. */
const worksAlone = (button: HTMLButtonElement): boolean => button.type === 'submit' && button.form !== null;

export function replayEarlyClicks(el: HTMLElement): void {
  let pending = -1;
  const remember = (e: Event) => {
    const button = (e.target as Element | null)?.closest?.('button');
    if (!button || !el.contains(button) || worksAlone(button)) return;
    pending = Array.from(el.querySelectorAll('button')).indexOf(button);
  };
  el.addEventListener('click', remember, true);
  el.addEventListener(
    HYDRATED_EVENT,
    () => {
      el.removeEventListener('click', remember, true);
      if (pending >= 0) el.querySelectorAll('button')[pending]?.click();
    },
    { once: true },
  );
}
