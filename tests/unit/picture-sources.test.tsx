/**
 * Picture addresses (docs/media.md): our own photos are given in every width with a srcset; a
 * provider's plain picture URL is used as it is, never turned into `/media/photos//600.webp`.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CardPhoto } from '../../app/components/listing/CardPhoto';
import { lightboxSrcSet } from '../../client/gallery/lightbox-sizes';
import { I18nProvider } from '../../shared/i18n/i18n';
import { loadAllLanguages } from '../../app/i18n/load-server';
import { ownPhotoName, pictureItem, pictureSrcSet, pictureUrl, type PictureItem } from '../../shared/model/common';

loadAllLanguages();

const own = pictureItem('demo-v1-facade-house-2', 7, 400);
const plain: PictureItem = {
  Url: 'https://images.omnicasa.example/agency/12345/photo-1.jpg',
  Width: 400,
  Height: 300,
  ID: 1,
  Name: '',
};

describe('ownPhotoName', () => {
  it('recognises one of our photo sizes by its URL and media name', () => {
    expect(ownPhotoName(own)).toBe('demo-v1-facade-house-2');
    expect(ownPhotoName(pictureItem('x1', 1, 1360))).toBe('x1');
  });
  it('refuses a plain URL, an empty or foreign name, and a name that is not the URL’s', () => {
    expect(ownPhotoName(plain)).toBeNull();
    expect(ownPhotoName({ ...plain, Name: 'photo-1' })).toBeNull();
    expect(ownPhotoName({ Url: '/media/photos/a/600.webp', Name: '' })).toBeNull();
    expect(ownPhotoName({ Url: '/media/photos/other/600.webp', Name: 'house' })).toBeNull();
    expect(ownPhotoName({ Url: 'https://cdn.example/media/photos/house/600.webp', Name: 'house' })).toBeNull();
  });
});

describe('pictureUrl and pictureSrcSet', () => {
  it('give our own photo in the asked width, with every width in the srcset', () => {
    expect(pictureUrl(own, 600)).toBe('/media/photos/demo-v1-facade-house-2/600.webp');
    expect(pictureUrl(own, 60)).toBe('/media/photos/demo-v1-facade-house-2/60.webp');
    expect(pictureSrcSet(own)).toBe(
      [100, 400, 600, 800, 1360].map((w) => `/media/photos/demo-v1-facade-house-2/${w}.webp ${w}w`).join(', '),
    );
    expect(lightboxSrcSet(own)).toBe(
      [400, 600, 1360].map((w) => `/media/photos/demo-v1-facade-house-2/${w}.webp ${w}w`).join(', '),
    );
  });
  it('give a plain URL as it is, at any width, and no srcset', () => {
    expect(pictureUrl(plain, 600)).toBe(plain.Url);
    expect(pictureUrl(plain, 1360)).toBe(plain.Url);
    expect(pictureUrl({ ...plain, Name: 'photo-1' }, 60)).toBe(plain.Url);
    expect(pictureSrcSet(plain)).toBeUndefined();
    expect(lightboxSrcSet(plain)).toBeUndefined();
  });
});

describe('CardPhoto', () => {
  const card = (photo: PictureItem) =>
    renderToStaticMarkup(
      <I18nProvider lang="en">
        <CardPhoto photo={photo} sizes="(max-width: 766px) 100vw, 400px" eager={false} />
      </I18nProvider>,
    );
  it('renders our own photo with its srcset and sizes', () => {
    const html = card(own);
    expect(html).toContain('src="/media/photos/demo-v1-facade-house-2/600.webp"');
    expect(html).toContain('srcSet="/media/photos/demo-v1-facade-house-2/100.webp 100w');
    expect(html).toContain('sizes="(max-width: 766px) 100vw, 400px"');
  });
  it('fetches only the first card’s photo at high priority, eagerly (the largest paint on a phone)', () => {
    const render = (props: { eager: boolean; first?: boolean }) =>
      renderToStaticMarkup(
        <I18nProvider lang="en">
          <CardPhoto photo={own} sizes="92vw" {...props} />
        </I18nProvider>,
      );
    const first = render({ eager: false, first: true });
    expect(first).toContain('fetchPriority="high"');
    expect(first).toContain('loading="eager"');
    expect(render({ eager: true })).not.toMatch(/fetchPriority/i);
    expect(card(own)).toContain('loading="lazy"');
  });
  it('renders a provider’s plain picture URL as it is, without srcset', () => {
    const html = card(plain);
    expect(html).toContain(`src="${plain.Url}"`);
    expect(html).not.toContain('/media/photos/');
    expect(html).not.toMatch(/srcset|sizes=/i);
  });
});
