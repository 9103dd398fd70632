/**
 * The listing's results column (toolbar, area notice, results), named by the page's title. It is
 * the `#results` target of the filter and sort forms (decision record 022, amendment 031): a form sent as a
 * document navigation (with or without script) opens the new list scrolled to
 * it, below the fixed header, and the browser focuses it (tabindex -1): a screen reader reads the
 * results next, and Tab continues from the sort order into the cards.
 */
import type { ReactNode } from 'react';

export const RESULTS_ID = 'results';

export function ResultsSection({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section id={RESULTS_ID} tabIndex={-1} className="listing__results" aria-label={label}>
      {children}
    </section>
  );
}
