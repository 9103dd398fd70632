/**
 * Focus that survives the filter form being replaced. React renders the form anew when its lists
 * arrive (the fallback without cities and types gives way to the full form) and when the search
 * changes (its key, e.g. after the form was sent). A field that had focus then leaves the page and
 * focus falls to the body: a keyboard visitor who tabbed into the filters just after 'Next page',
 * or pressed Enter in the price field, lost their place. The rule of client/focus-after-navigation.ts
 * is that a form field with focus keeps it; this keeps it across the re-render.
 * Used as the form's ref callback: when a form leaves while one of its fields has focus, the field's
 * position is remembered, and the form that takes its place in the same commit focuses its field
 * at that position, unless focus has gone somewhere else meanwhile.
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
