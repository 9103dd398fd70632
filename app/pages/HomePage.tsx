/**
 * Home (docs/screens.md): the banner (image, gallery or video) with the search block overlay, then
 * the page's modules — among them 'latest offers' (max 4 items, 4 per row) from the provider.
 */
import { useLoaderData } from '@tanstack/react-router';
import type { PageView } from '../content/views';
import type { Paged } from '../../shared/model/common';
import type { Property } from '../../shared/model/property';
import type { Totals } from '../../shared/model/taxonomy';
import { Modules } from '../components/Modules';
import { useSite } from '../components/useSite';
import { HomeSearchBlock } from '../components/HomeSearchBlock';
import { HeroMedia } from '../components/HeroMedia';
import { PropertyList } from '../components/listing/PropertyList';

export interface HomeData {
  page: PageView;
  totals: Promise<Totals>;
  latest: Promise<Paged<Property>>;
}

export function HomePage() {
  const { page, totals, latest } = useLoaderData({ strict: false }) as HomeData;
  const site = useSite();
  return (
    <div className="page page--home">
      <section className="hero" aria-labelledby="home-title">
        <HeroMedia banner={site.banner} />
        <div className="hero__shade" aria-hidden="true" />
        <div className="container hero__content">
          <HomeSearchBlock site={site} titleId="home-title" fallbackTitle={page.title} totals={totals} />
        </div>
      </section>
      <div className="container page__body">
        <Modules
          modules={page.modules}
          site={site}
          renderList={(m) =>
            m.view === 'property-list' ? (
              <PropertyList items={m.properties ?? latest} perRow={m.numberItemOfRow ?? 4} max={m.maxItems ?? 4} />
            ) : null
          }
        />
      </div>
    </div>
  );
}
