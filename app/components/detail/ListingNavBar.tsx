/**
 * The bar above a property opened from a listing (docs/search.md): 'Back to results' (the
 * listing with its criteria, sort, page and view), the position in the listing, and the previous
 * and next properties of that listing (streamed: disabled until the listing is read again). Plain links (keyboard and no-JavaScript friendly); the
 * steps carry `?from=` so the next page knows the listing, and `rel="nofollow"`: the detail's
 * canonical URL stays the clean one (decision record 010).
 */
import { Await } from '@tanstack/react-router';
import { useLang, useT } from '../../../shared/i18n/i18n';
import { pathTable } from '../../../shared/content/path-table-instance';
import { localizedHref } from '../../../shared/paths/path-table';
import { withSearch } from '../../router/here';
import { Icon } from '../../../shared/components/Icon';
import type { ListingNav, NavStep, NavSteps } from '../../router/listing-nav';

function Step({ step, dir, label }: { step: NavStep | null; dir: 'prev' | 'next'; label: string }) {
  const LL = useT();
  const body = (
    <>
      <Icon name="arrow" size={18} className={dir === 'prev' ? 'icon--flip' : undefined} />
      <span>{label}</span>
    </>
  );
  if (!step)
    return (
      <span className={`listing-nav__step listing-nav__step--${dir} is-disabled`} aria-hidden="true">
        {body}
      </span>
    );
  return (
    <a
      rel="nofollow"
      className={`listing-nav__step listing-nav__step--${dir}`}
      aria-label={LL.LISTNAV.stepTo({ step: label, title: step.title })}
      href={withSearch(step.href, { from: step.from })}
    >
      {body}
    </a>
  );
}

/** Position and steps; while the listing is read again (`steps` null) the steps show disabled, holding their place. */
function Steps({ steps }: { steps: NavSteps | null }) {
  const LL = useT();
  return (
    <>
      {steps?.position !== undefined && steps.total !== undefined && (
        <p className="listing-nav__position">{LL.LISTNAV.position({ position: steps.position, total: steps.total })}</p>
      )}
      {(!steps || steps.prev || steps.next) && (
        <div className="listing-nav__steps">
          <Step step={steps?.prev ?? null} dir="prev" label={LL.LISTNAV.previous()} />
          <Step step={steps?.next ?? null} dir="next" label={LL.LISTNAV.next()} />
        </div>
      )}
    </>
  );
}

export function ListingNavBar({ nav }: { nav: ListingNav }) {
  const LL = useT();
  const lang = useLang();
  return (
    <nav className="listing-nav" aria-label={LL.LISTNAV.label()}>
      <a
        className="listing-nav__back"
        href={withSearch(localizedHref(pathTable, lang, nav.back.original), nav.back.search)}
      >
        <Icon name="arrow" size={18} className="icon--flip" />
        <span>{LL.LISTNAV.back()}</span>
      </a>
      <Await promise={nav.steps} fallback={<Steps steps={null} />}>
        {(steps) => <Steps steps={steps} />}
      </Await>
    </nav>
  );
}
