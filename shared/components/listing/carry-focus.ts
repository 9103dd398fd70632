/**
 * Focus that survives the filter form being replaced. React renders the form anew when its lists
 * arrive (the fallback without cities and types gives way to the full form) and when the search
 * changes (its key). A field that had focus then leaves the page and focus falls to the body: a
 * keyboard visitor who tabbed into the filters just after 'Next page' lost their place.
 * Used as the form's ref callback: when a form leaves while one of its fields has focus, the field's
 * position is remembered, and the form that takes its place in the same commit focuses its field
 * at that position, unless focus has gone somewhere else meanwhile. A form that was sent
 * (`data-sent`) carries nothing: the new results page takes the focus.
 */
let carried: number | null = null;

export function carryFocus(form: HTMLFormElement | null): (() => void) | undefined {
  if (!form) return undefined;
  const active = document.activeElement;
  if (carried !== null && (!active || active === document.body)) {
    const field = form.elements[carried] as HTMLElement | undefined;
    field?.focus({ preventScroll: true });
  }
  carried = null;
  return () => {
    if (form.dataset.sent !== undefined) return;
    const focused = document.activeElement;
    const at = focused && form.contains(focused) ? Array.prototype.indexOf.call(form.elements, focused) : -1;
    if (at < 0) return;
    carried = at;
    // The replacing form mounts in the same commit; afterwards nothing is carried any more.
    queueMicrotask(() => {
      carried = null;
    });
  };
}
