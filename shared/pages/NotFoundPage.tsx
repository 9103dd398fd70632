/** 'Page not found' (seed §8): status 404, a link back home and a search form. */
import { Link, useRouterState } from '@tanstack/react-router';
import { I18nProvider, useT } from '../i18n/i18n';
import { isLang, type Lang } from '../paths/languages';
import { QuickSearchForm } from '../components/QuickSearchForm';
import { Icon } from '../components/Icon';

function NotFoundBody({ lang }: { lang: Lang }) {
  const LL = useT();
  return (
    <section className="container not-found" aria-labelledby="nf-title">
      <p className="not-found__code" aria-hidden="true">404</p>
      <h1 id="nf-title">{LL.ERRORS.pageNotFound()}</h1>
      <p className="not-found__text">{LL.ERRORS.pageNotFoundText()}</p>
      <p>
        <Link to="/$lang/" params={{ lang }} className="button button--primary">
          <Icon name="home" size={18} /> {LL.ERRORS.backHome()}
        </Link>
      </p>
      <QuickSearchForm />
    </section>
  );
}

/** Rendered inside the layout (known language) or alone (unknown language: default texts). */
export function NotFoundPage() {
  const lang = useRouterState({ select: (s) => (s.matches.find((m) => m.routeId === '/$lang')?.params as { lang?: string } | undefined)?.lang });
  const inLayout = useRouterState({ select: (s) => s.matches.some((m) => m.routeId === '/$lang' && m.status === 'success') });
  const l: Lang = isLang(lang) ? lang : 'en';
  if (inLayout) return <NotFoundBody lang={l} />;
  return (
    <I18nProvider lang={l}>
      <main id="main" className="main">
        <NotFoundBody lang={l} />
      </main>
    </I18nProvider>
  );
}
