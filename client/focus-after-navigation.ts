/**
 * After an in-site navigation (a new path or query, not a hash), focus moves to the new page's
 * main heading (made focusable with tabIndex -1), or to <main> when there is none: a screen reader
 * announces the new page and the next Tab continues from the top of the new content, not from
 * where the old page's link was (pagination's 'Next page' sat above the footer). A form field that
 * still has focus keeps it (a removed one leaves focus on the body): the visitor is working in it
 * (filters, sort).
 */
import type { AnyRouter } from '@tanstack/react-router';

export function focusAfterNavigation(router: AnyRouter): void {
  router.subscribe('onRendered', ({ fromLocation: from, toLocation: to }) => {
    const target = document.querySelector<HTMLElement>('main h1') ?? document.getElementById('main');
    if (
      !from ||
      from.href.split('#')[0] === to.href.split('#')[0] ||
      document.activeElement?.matches('input, select, textarea') ||
      !target
    )
      return;
    target.tabIndex = -1;
    target.focus({ preventScroll: true });
  });
}
