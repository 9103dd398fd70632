/** Listing roots /for-sale/ and /for-rent/: heading and the page's intro modules. */
import { useLoaderData } from '@tanstack/react-router';
import type { PageView } from '../content/views';
import { Modules } from '../components/Modules';
import { PageHeader } from '../components/PageHeader';
import { useSite } from '../components/useSite';

export function ListingPage() {
  const page = useLoaderData({ strict: false }) as PageView;
  const site = useSite();
  return (
    <div className={`page page--listing`}>
      <PageHeader title={page.title} crumbs={page.breadcrumbs} {...(page.intro ? { intro: page.intro } : {})} />
      <div className="container page__body">
        <Modules modules={page.modules} site={site} />
      </div>
    </div>
  );
}
