import { describe, expect, it } from 'vitest';
import raw from '../../config/site.json';
import { parseSiteConfig } from '../../app/config/schema';
import { configOf } from './site';
import checked from '../generated/site-config.json';

// biome-ignore lint/suspicious/noExplicitAny: tests reach into the raw JSON to break one field at a time
const clone = () => structuredClone(raw) as Record<string, any>;

describe('site configuration validation', () => {
  it('accepts the demo configuration', () => {
    const config = parseSiteConfig(raw);
    expect(config.defaultLanguage).toBe('en');
    expect(config.languages.filter((l) => l.use)).toHaveLength(4);
  });
  it('names the wrong field', () => {
    const bad = clone();
    bad.header.logo = 'middle';
    expect(() => parseSiteConfig(bad)).toThrow(/header\.logo/);
    const bad2 = clone();
    bad2.theme.brand = 'blue';
    expect(() => parseSiteConfig(bad2)).toThrow(/theme\.brand/);
    const bad3 = clone();
    delete bad3.menu.entries[1].title.fr;
    expect(() => parseSiteConfig(bad3)).toThrow(/menu\.entries\[1\]\.title\.fr/);
    const bad4 = clone();
    bad4.topBar.left[0].status = 'yes';
    expect(() => parseSiteConfig(bad4)).toThrow(/topBar\.left\[0\]\.status/);
  });
  it('refuses a default language that is not in use', () => {
    const bad = clone();
    bad.languages = [
      { code: 'fr', use: true },
      { code: 'nl', use: false },
    ];
    bad.defaultLanguage = 'nl';
    expect(() => parseSiteConfig(bad)).toThrow(/defaultLanguage 'nl' is not a language in use/);
  });
  it('refuses an unknown language code', () => {
    const bad = clone();
    bad.languages.push({ code: 'es', use: true });
    expect(() => parseSiteConfig(bad)).toThrow(/languages\[4\]\.code/);
  });
});

describe('the configuration the worker reads', () => {
  it('is the one the build checked (npm run build writes it)', () => {
    expect(checked).toEqual(raw);
    expect(configOf(raw, checked)).toBe(checked);
  });
  it('takes the checked configuration as it is, without checking it again', () => {
    const same = clone();
    same.header.logo = 'middle';
    expect(configOf(same, structuredClone(same))).toEqual(same);
  });
  it('checks a configuration that changed since the build', () => {
    const changed = clone();
    changed.header.logo = 'middle';
    expect(() => configOf(changed, raw)).toThrow(/header\.logo/);
    const edited = clone();
    edited.cookieExpiryDays = 90;
    expect(configOf(edited, raw).cookieExpiryDays).toBe(90);
  });
});
