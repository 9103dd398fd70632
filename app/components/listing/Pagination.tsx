/** Pagination ('Page x/y') with real links, so every page of a listing is crawlable. */
import { useT } from '../../../shared/i18n/i18n';
import { useHereWith } from '../../router/here';

/** Page numbers to show: first, last, and a window around the current page (0 = a gap). */
export function pageWindow(page: number, pages: number, radius = 1): number[] {
  const out: number[] = [];
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - page) <= radius) out.push(n);
    else if (out[out.length - 1] !== 0) out.push(0);
  }
  return out;
}

export function Pagination({ page, pages }: { page: number; pages: number }) {
  const LL = useT();
  const hereWith = useHereWith();
  if (pages < 1) return null;
  if (pages === 1) {
    return (
      <div className="pagination">
        <p className="pagination__status">{LL.LISTING.page({ page, pages })}</p>
      </div>
    );
  }
  const to = (n: number) => hereWith((prev) => ({ ...prev, page: n > 1 ? n : undefined }));
  return (
    <nav className="pagination" aria-label={LL.LISTING.pagination()}>
      <p className="pagination__status">{LL.LISTING.page({ page, pages })}</p>
      <ul className="pagination__list">
        <li>
          {page > 1 ? (
            <a rel="prev" className="pagination__link" aria-label={LL.LISTING.previous()} href={to(page - 1)}>
              ‹
            </a>
          ) : (
            <span className="pagination__link pagination__link--disabled" aria-hidden="true">
              ‹
            </span>
          )}
        </li>
        {pageWindow(page, pages).map((n, i) =>
          n === 0 ? (
            <li key={`gap-${i}`} aria-hidden="true" className="pagination__gap">
              …
            </li>
          ) : (
            <li key={n}>
              <a
                className={`pagination__link${n === page ? ' pagination__link--current' : ''}`}
                aria-current={n === page ? 'page' : undefined}
                aria-label={LL.LISTING.page({ page: n, pages })}
                href={to(n)}
              >
                {n}
              </a>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <a rel="next" className="pagination__link" aria-label={LL.LISTING.next()} href={to(page + 1)}>
              ›
            </a>
          ) : (
            <span className="pagination__link pagination__link--disabled" aria-hidden="true">
              ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
