/**
 * The home banner's media (docs/screens.md): one image, a gallery that cross-fades every
 * 6 s, or a muted looping video. Moving media has a pause button (WCAG 2.2.2) and stays still
 * under prefers-reduced-motion. The first image is the LCP element: responsive srcset, high priority.
 * Drawn on the server as it starts (the first image shown, the button to pause); the page's plain
 * script (client/islands/hero.ts) moves it.
 */
import type { ImageView, SiteView } from '../content/views';
import { useT } from '../i18n/i18n';

const WIDTHS = [480, 800, 1360];

/** Banner files named '*-1360.webp' come in the three widths above. */
function srcSet(src: string): string | undefined {
  return src.endsWith('-1360.webp')
    ? WIDTHS.map((w) => `${src.replace('-1360.webp', `-${w}.webp`)} ${w}w`).join(', ')
    : undefined;
}

function HeroImage({ image, first, hidden }: { image: ImageView; first: boolean; hidden?: boolean }) {
  return (
    <img
      className={`hero__image${hidden ? ' hero__image--hidden' : ''}`}
      src={image.src}
      srcSet={srcSet(image.src)}
      sizes="100vw"
      alt={first ? image.alt : ''}
      width={image.width}
      height={image.height}
      fetchPriority={first ? 'high' : 'low'}
      loading={first ? 'eager' : 'lazy'}
    />
  );
}

export function HeroMedia({ banner }: { banner: SiteView['banner'] }) {
  const LL = useT();
  const moving =
    banner.type === 'video' ? Boolean(banner.video) : banner.type === 'gallery' && banner.images.length > 1;
  const first = banner.images[0];
  return (
    <>
      {banner.type === 'video' && banner.video ? (
        <video
          className="hero__image hero__video"
          src={banner.video}
          poster={first?.src}
          muted
          loop
          playsInline
          autoPlay
          aria-hidden="true"
          tabIndex={-1}
        />
      ) : banner.type === 'gallery' ? (
        banner.images.map((img, i) => <HeroImage key={img.src} image={img} first={i === 0} hidden={i !== 0} />)
      ) : (
        first && <HeroImage image={first} first />
      )}
      {moving && (
        <button
          type="button"
          className="hero__pause"
          aria-pressed="false"
          data-pause-text={LL.SITE.pauseMedia()}
          data-play-text={LL.SITE.playMedia()}
        >
          {LL.SITE.pauseMedia()}
        </button>
      )}
    </>
  );
}
