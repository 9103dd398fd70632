/** Share links and the street-view link of a detail page (app/share/links.ts). */
import { describe, expect, it } from 'vitest';
import { SHARE_TARGETS, shareLink, streetViewUrl } from './links';

const page = {
  url: 'https://example.be/fr/a-vendre/liege/maison-a-rue-d-or/12/?x=1&y=2',
  title: 'Maison & jardin',
  mailBody: 'Jetez un œil : https://example.be/fr/a-vendre/liege/maison-a-rue-d-or/12/?x=1&y=2',
};

describe('shareLink', () => {
  it('builds one link per target, each carrying the encoded page URL', () => {
    const links = SHARE_TARGETS.map((t) => shareLink(t, page));
    expect(new Set(links).size).toBe(5);
    for (const link of links) expect(link).toContain(encodeURIComponent(page.url));
  });

  it('e-mail: subject is the title and body the localized text, both encoded', () => {
    const link = new URL(shareLink('email', page));
    expect(link.protocol).toBe('mailto:');
    expect(link.searchParams.get('subject')).toBe('Maison & jardin');
    expect(link.searchParams.get('body')).toBe(page.mailBody);
  });

  it('the networks get the URL in their own parameter, never an unencoded & that would cut it', () => {
    expect(new URL(shareLink('facebook', page)).searchParams.get('u')).toBe(page.url);
    expect(new URL(shareLink('linkedin', page)).searchParams.get('url')).toBe(page.url);
    const x = new URL(shareLink('x', page));
    expect(x.host).toBe('x.com');
    expect(x.searchParams.get('url')).toBe(page.url);
    expect(x.searchParams.get('text')).toBe('Maison & jardin');
    expect(new URL(shareLink('whatsapp', page)).searchParams.get('text')).toBe(`Maison & jardin ${page.url}`);
  });
});

describe('streetViewUrl', () => {
  it('points Google Maps street view at the coordinates', () => {
    const url = new URL(streetViewUrl(50.8466, 4.3528)!);
    expect(url.origin).toBe('https://www.google.com');
    expect(url.searchParams.get('map_action')).toBe('pano');
    expect(url.searchParams.get('viewpoint')).toBe('50.846600,4.352800');
  });

  it('accepts the edges of the globe and negative values', () => {
    expect(streetViewUrl(-90, 180)).toContain('viewpoint=-90.000000,180.000000');
  });

  it('gives nothing for missing, impossible or null-island coordinates', () => {
    expect(streetViewUrl(null, 4.35)).toBeNull();
    expect(streetViewUrl(50.8, undefined)).toBeNull();
    expect(streetViewUrl(91, 4)).toBeNull();
    expect(streetViewUrl(50, -180.5)).toBeNull();
    expect(streetViewUrl(Number.NaN, 4)).toBeNull();
    expect(streetViewUrl(0, 0)).toBeNull();
  });
});
