/**
 * The home banner's media (docs/screens.md): one image, a gallery that cross-fades every
 * 6 s, or a muted looping video. Moving media has a pause button (WCAG 2.2.2) and stays still
 * under prefers-reduced-motion. The first image is the LCP element, at high priority: its srcset
 * and `sizes` give a file that matches the device's pixels up to 3× for the width the photo is
 * drawn at (it covers the hero, so on a phone it is drawn wider than the screen), and phones get
 * the portrait crop when the configuration has one (decision record 047).
 * Drawn on the server as it starts (the first image shown, the button to pause); the page's plain
 * script (client/parts/hero.ts) moves it.
 */
import type { ImageView, SiteView } from '../content/views';
import { useT } from '../../shared/i18n/i18n';
import { partAttrs } from '../islands/Island';

/** The hero's height (client/styles/home.css `.hero`): the photo covers it, so it is drawn wider than the screen when the screen is narrow. */
const HERO_HEIGHT = 'min(88vh, 720px)';
/** Phones get the portrait crop, when there is one. */
const PORTRAIT_MEDIA = '(max-width: 599px)';

/** The file in another width: '/brand/banner-1360.webp' → '/brand/banner-800.webp'. */
function inWidth(src: string, width: number, w: number): string {
  return src.replace(new RegExp(`-${width}(\\.[a-z]+)$`), `-${w}$1`);
}

/** A srcset from the configured widths; none when the file comes in one width only. */
export function srcSetOf(image: { src: string; width: number; widths?: number[] }): string | undefined {
  const widths = image.widths?.filter((w) => inWidth(image.src, image.width, w) !== image.src || w === image.width);
  return widths && widths.length > 1
    ? widths.map((w) => `${inWidth(image.src, image.width, w)} ${w}w`).join(', ')
    : undefined;
}

/**
 * The drawn width of a photo that covers the hero: the screen's width, or more when the hero is
 * taller than the photo's shape allows (a landscape photo on a phone is drawn about 1,270 px wide
 * in a 375 px screen). The browser then picks the file that matches the device's pixels.
 */
export function coverSizes(width: number, height: number): string {
  return `max(100vw, calc(${HERO_HEIGHT} * ${(width / height).toFixed(4)}))`;
}

function HeroImage({ image, first, hidden }: { image: ImageView; first: boolean; hidden?: boolean }) {
  const img = (
    <img
      className={`hero__image${hidden ? ' hero__image--hidden' : ''}`}
      src={image.src}
      srcSet={srcSetOf(image)}
      sizes={coverSizes(image.width, image.height)}
      alt={first ? image.alt : ''}
      width={image.width}
      height={image.height}
      fetchPriority={first ? 'high' : 'low'}
      loading={first ? 'eager' : 'lazy'}
    />
  );
  const portrait = image.portrait;
  if (!portrait) return img;
  return (
    <picture>
      <source
        media={PORTRAIT_MEDIA}
        srcSet={srcSetOf(portrait) ?? portrait.src}
        sizes={coverSizes(portrait.width, portrait.height)}
        width={portrait.width}
        height={portrait.height}
      />
      {img}
    </picture>
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
          {...partAttrs('hero', 'load')}
        >
          {LL.SITE.pauseMedia()}
        </button>
      )}
    </>
  );
}
