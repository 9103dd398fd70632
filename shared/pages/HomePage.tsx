/**
 * Home (seed §1, §2): the banner (image, gallery or video) with the search block overlay — optional
 * logo, public title and descriptions, search input and button, For sale / For rent buttons — then
 * the page's modules.
 */
import { useLoaderData } from '@tanstack/react-router';
import type { PageView } from '../content/views';
import { Modules } from '../components/Modules';
import { useSite } from '../components/useSite';
import { HomeSearchBlock } from '../components/HomeSearchBlock';
import { HeroMedia } from '../components/HeroMedia';

export function HomePage() {
  const page = useLoaderData({ strict: false }) as PageView;
  const site = useSite();
  return (
    <div className="page page--home">
      <section className="hero" aria-labelledby="home-title">
        <HeroMedia banner={site.banner} />
        <div className="hero__shade" aria-hidden="true" />
        <div className="container hero__content">
          <HomeSearchBlock site={site} titleId="home-title" fallbackTitle={page.title} />
        </div>
      </section>
      <div className="container page__body">
        <Modules modules={page.modules} site={site} />
      </div>
    </div>
  );
}
