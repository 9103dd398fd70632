/** Content pages (agency, services, articles, legal, forms' intro, thank-you, stats, testimonials). */
import { useLoaderData } from '@tanstack/react-router';
import type { PageView } from '../content/views';
import { Modules } from '../components/Modules';
import { PageHeader } from '../components/PageHeader';
import { useSite } from '../components/useSite';

export function ContentPage() {
  const page = useLoaderData({ strict: false }) as PageView;
  const site = useSite();
  const aside = page.modules.filter((m) => m.position === 'aside');
  return (
    <article className={`page page--${page.type}`}>
      <PageHeader title={page.title} crumbs={page.breadcrumbs} {...(page.intro ? { intro: page.intro } : {})} />
      <div className={`container page__body${aside.length ? ' page__body--aside' : ''}`}>
        <div className="page__main">
          <Modules modules={page.modules.filter((m) => m.position !== 'aside')} site={site} />
        </div>
        {aside.length > 0 && (
          <aside className="page__aside">
            <Modules modules={aside} site={site} />
          </aside>
        )}
      </div>
    </article>
  );
}
