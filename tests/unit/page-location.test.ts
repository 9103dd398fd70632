/** page_location's allow-list (client/consent/page-location.ts, docs/security.md): utm_* and the listing's filters, nothing else. */
import { describe, expect, it } from 'vitest';
import { LISTING_PARAMS, safePageLocation } from '../../client/consent/page-location';
import { propertiesQuerySchema } from '../../app/model/query';

describe('safePageLocation', () => {
  it('keeps utm_* and the listing filters, in their order, and drops everything else and the fragment', () => {
    expect(
      safePageLocation(
        'https://www.agency.be/en/for-sale/?token=abc&goal=0&email=a%40b.c&utm_source=news&city=Gent%7C9000&key=s3cret#top',
      ),
    ).toBe('https://www.agency.be/en/for-sale/?goal=0&utm_source=news&city=Gent%7C9000');
  });

  it.each([
    ['https://www.agency.be/en/login/reset/?token=AAAA', 'https://www.agency.be/en/login/reset/'],
    ['https://www.agency.be/en/preview/our-agency/?key=secret', 'https://www.agency.be/en/preview/our-agency/'],
    ['https://www.agency.be/en/confirm-subscription/?token=1.abc', 'https://www.agency.be/en/confirm-subscription/'],
    ['https://www.agency.be/en/favourites/?list=%5B1%2C2%5D', 'https://www.agency.be/en/favourites/'],
    ['https://www.agency.be/en/', 'https://www.agency.be/en/'],
    ['not a url', ''],
  ])('%s → %s', (href, expected) => {
    expect(safePageLocation(href)).toBe(expected);
  });

  it('knows every filter the listing API reads (a new filter must be added to the allow-list on purpose)', () => {
    const json = propertiesQuerySchema.json as { required?: { key: string }[]; optional?: { key: string }[] };
    const apiParams = [...(json.required ?? []), ...(json.optional ?? [])]
      .map((p) => p.key)
      .filter((name) => name !== 'lang' && name !== 'pageSize');
    expect(apiParams.length).toBeGreaterThan(10);
    for (const name of apiParams) expect(LISTING_PARAMS, name).toContain(name);
  });
});
