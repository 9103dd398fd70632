/**
 * The save (heart) button of cards and detail pages (issue 12). Rendered hidden: without
 * JavaScript it could not work, so it never shows as a dead control. The favourites island
 * (client/favourites-island.ts, its own chunk) shows every such button, keeps `aria-pressed`
 * in step with this browser's favourites and handles the clicks; so the first load carries only
 * this markup. Its name stays 'Save' while `aria-pressed` says whether it is saved (decision
 * record 012).
 */
import { useT } from '../../i18n/i18n';

export function SaveButton({ id, className }: { id: number; className: string }) {
  return (
    <button type="button" className={`save ${className}`} data-save={id} aria-pressed="false" hidden>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 20.5S3 15 3 8.8A4.6 4.6 0 0 1 12 7a4.6 4.6 0 0 1 9 1.8C21 15 12 20.5 12 20.5z" />
      </svg>
      <span className="visually-hidden">{useT().LISTING.save()}</span>
    </button>
  );
}
