/**
 * Language switcher (docs/urls.md): shown only when more than one language is in use; each link goes
 * to the equivalent page in that language (the same alternates as the page's hreflang links).
 */
import { useRouterState } from '@tanstack/react-router';
import { pathTable } from '../../../shared/content/path-table-instance';
import { alternatesFor, ownAlternates } from '../../router/head';
import { useCurrentSearch, withSearch } from '../../router/here';
import { useT } from '../../../shared/i18n/i18n';
import type { Lang } from '../../../shared/paths/languages';

const NAMES: Record<Lang, string> = { en: 'English', nl: 'Nederlands', fr: 'Français', de: 'Deutsch' };

export function LanguageSwitcher({ languages, current }: { languages: Lang[]; current: Lang }) {
  const LL = useT();
  const location = useRouterState({ select: (s) => ({ pathname: s.location.pathname }) });
  const search = useCurrentSearch();
  const leafData = useRouterState({ select: (s) => s.matches[s.matches.length - 1]?.loaderData });
  if (languages.length < 2) return null;
  const alternates = ownAlternates(leafData, languages) ?? alternatesFor(pathTable, location.pathname, languages);
  return (
    // The links straight in the nav (no list: one switcher is drawn in the drawer and one in the header, and every element counts against the page's element bar).
    <nav className="langs langs__list" aria-label={LL.SITE.chooseLanguage()}>
      {alternates.map((a) => (
        <a
          key={a.lang}
          className="langs__link"
          hrefLang={a.lang}
          lang={a.lang}
          aria-current={a.lang === current ? 'page' : undefined}
          aria-label={`${a.lang.toUpperCase()} – ${NAMES[a.lang]}`}
          href={withSearch(a.href, search)}
        >
          {a.lang.toUpperCase()}
        </a>
      ))}
    </nav>
  );
}
