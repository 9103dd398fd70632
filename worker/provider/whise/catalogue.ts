/**
 * The whise provider's catalogue (docs/provider.md): the agency's estates in Whise, read through
 * `v1/estates/list` (./client.ts), validated estate by estate (./schema.ts) and mapped by
 * ./map.ts.
 *
 * One list, shared. Every catalogue answer but one property's page comes from the estate index
 * (a property page reads its one estate with `EstateIds`): every public estate
 * (Status Active, DisplayStatus other than Offline) in one language, read from Whise in pages of
 * `Page.Limit` rows, one after the other (never a burst), mapped into a compact index
 * (./catalogue-index.ts) that is kept in KV between requests (./index-store.ts) and read once
 * per request; across requests cached() keeps the answers in KV with stale-if-error. Filters,
 * sorting, paging, counts and the search are done on that list with the rules every provider
 * shares (common/). A project is an estate that other estates name as their `parentId`; its
 * units are those estates. Whise holds no type names in the site's languages and no
 * testimonials: both come from the site's own store (the d1 provider), as with omnicasa.
 */
import type { Lang, Paged } from '../../../shared/model/common';
import { inArea } from '../../../shared/geo/area';
import { meanPosition } from '../../../app/geo/centre';
import { DEFAULT_SORT, parseCityParam, type ListQuery, type SearchResult } from '../../../shared/model/listing';
import type { Agent, Testimonial } from '../../../shared/model/people';
import type { Project, ProjectDetail } from '../../../app/model/project';
import { isClosed, type Property, type PropertyDetail } from '../../../shared/model/property';
import { passesAvailability, passesCriteria, passesPrice } from '../../../app/listing/rules';
import type { City, CityScope, PropertyType, Totals } from '../../../shared/model/taxonomy';
import { LANGUAGES } from '../../../shared/paths/languages';
import { foldText } from '../../../shared/paths/slug';
import { isId } from '../common/input';
import { compareNames, compareProperties, photosFirst } from '../common/order';
import { pageOf, pageWindow } from '../common/paging';
import { foldQuery, MAX_CITY_HITS, MAX_PROPERTY_HITS, propertySearchText, propertyTarget } from '../common/search-text';
import type { AlertCandidate, Catalogue, ProviderParts } from '../core/types';
import { WhiseClient, type WhiseConfig } from './client';
import { WhiseDelivery, type WhiseDeliveryOptions } from './delivery';
import { WhiseOwnerData } from './owners';
import { MAX_BY_IDS, MAX_DETAILS_BY_IDS, readByIds } from '../common/by-ids';
import { buildIndex, INDEX_VERSION, WHISE_INDEX_KIND, type WhiseIndex, type WhiseIndexEntry } from './catalogue-index';
import { keptIndex } from '../common/kept-index-store';
import {
  PUBLIC_DISPLAY_STATUSES,
  toDetail,
  toProject,
  toProjectDetail,
  WHISE_LANGUAGE,
  WHISE_STATUS,
  type WhiseMapContext,
} from './map';
import { cityList, estateList, type WhiseCity, type WhiseEstate } from './schema';

/** Rows per `v1/estates/list` page when the index is read. */
const PAGE_LIMIT = 250;
/** Most estates the index reads. */
const INDEX_LIMIT = 5000;

/** Where the whise catalogue takes what Whise does not hold (the site's own store). */
export interface WhiseCatalogueOptions {
  /** The site's type list (names in each language, ShowOrder): the d1 provider's. */
  types?: Pick<Catalogue, 'listTypes'>;
  testimonials?: Pick<Catalogue, 'listTestimonials'>;
}

export class WhiseCatalogue implements Catalogue {
  readonly name = 'whise';
  constructor(
    private readonly client: WhiseClient,
    private readonly options: WhiseCatalogueOptions = {},
  ) {}

  /** The site's types in one language (empty without a type source). */
  private siteTypes(lang: Lang): Promise<PropertyType[]> {
    const source = this.options.types;
    return this.client.remember(`types:${lang}`, () => (source ? source.listTypes(lang) : Promise.resolve([])));
  }

  /** What mapping needs in one language (the owner data maps the owner's estates with it too). */
  async context(lang: Lang): Promise<WhiseMapContext> {
    const types = await this.siteTypes(lang);
    return { lang, typeNames: new Map(types.map((t) => [t.WebID, t.Name])) };
  }

  /** Every public estate in one language, read page after page (never in parallel). */
  rawIndex(lang: Lang): Promise<WhiseEstate[]> {
    return this.client.remember(`estates:${lang}`, async () => {
      const out: WhiseEstate[] = [];
      for (let offset = 0; offset < INDEX_LIMIT; offset += PAGE_LIMIT) {
        const page = await this.client.read(
          'v1/estates/list',
          {
            Filter: {
              StatusIds: [WHISE_STATUS.active],
              DisplayStatusIds: PUBLIC_DISPLAY_STATUSES,
              LanguageId: WHISE_LANGUAGE[lang],
              IncludeGroupEstates: true,
            },
            Sort: [{ Field: 'createDateTime', Ascending: false }],
            Page: { Limit: PAGE_LIMIT, Offset: offset },
          },
          estateList,
        );
        out.push(...page.items);
        if (offset + PAGE_LIMIT >= page.totalCount || page.items.length === 0) break;
      }
      return out;
    });
  }

  /**
   * The index of a language (./catalogue-index.ts): kept in KV between requests
   * (./index-store.ts), read once per request; projects (estates with units) are not
   * listed as properties.
   */
  index(lang: Lang): Promise<WhiseIndex & { units: WhiseIndexEntry[] }> {
    return this.client.remember(`index:${lang}`, async () => {
      const { clientId, officeId, kv, waitUntil } = this.client.config;
      const index = await keptIndex(
        `whise:index:${INDEX_VERSION}:${clientId}:${officeId ?? 0}:${lang}`,
        async () => {
          // one Whise call after the other (never a burst); the type names come from D1 meanwhile
          const [raws, ctx] = await Promise.all([this.rawIndex(lang), this.context(lang)]);
          return buildIndex(raws, ctx, await this.readUsedCities(lang));
        },
        { ...(kv ? { kv } : {}), ...(waitUntil ? { waitUntil } : {}) },
        WHISE_INDEX_KIND,
      );
      return { ...index, units: index.entries.filter((e) => e.property.ProjectID !== null) };
    });
  }

  /** Folded city names in every language by postcode (used cities of the four languages, read once). */
  private cityNames(): Promise<Map<string, Set<string>>> {
    return this.client.remember('city-names', async () => {
      const lists = await Promise.all(LANGUAGES.map((l) => this.usedCities(l)));
      const names = new Map<string, Set<string>>();
      for (const list of lists)
        for (const c of list) names.set(c.zip.trim(), (names.get(c.zip.trim()) ?? new Set()).add(foldText(c.name)));
      return names;
    });
  }

  /** The list filters of ListQuery, on the index; a city name matches its name in any language. */
  private async matches(query: ListQuery): Promise<(entry: WhiseIndexEntry) => boolean> {
    const city = query.city ? parseCityParam(query.city) : null;
    const cityName = city?.name ? foldText(city.name) : null;
    const namesByZip = cityName && !city?.zip ? await this.cityNames() : new Map<string, Set<string>>();
    const cityMatches = (p: Property): boolean =>
      foldText(p.City) === cityName || (namesByZip.get(p.Zip)?.has(cityName ?? '') ?? false);
    return ({ facets, property: p }) => {
      if (query.goal === 0 && p.Goal !== 0) return false;
      if (query.goal === 1 && p.Goal === 0) return false;
      if (city?.zip ? p.Zip !== city.zip : cityName !== null && !cityMatches(p)) return false;
      if (query.type !== undefined && !p.WebIDs.split(',').map(Number).includes(query.type)) return false;
      if (!passesAvailability(p, query) || !passesPrice(p, query)) return false;
      if (!passesCriteria(p, facets, query)) return false;
      if (query.minRooms && (p.Bedrooms ?? 0) < query.minRooms) return false;
      if (query.minGarages && facets.garages < query.minGarages) return false;
      if (query.parking && facets.garages + facets.parkings === 0) return false;
      if (query.garden && !(facets.garden > 0)) return false;
      if (query.terrace && !(facets.terrace > 0)) return false;
      if (query.isNew && !p.IsNew) return false;
      if (query.arriving && !p.IsArriving) return false;
      if (query.discreet && !p.IsDiscreet) return false;
      if (query.project !== undefined && p.ProjectID !== query.project) return false;
      if (query.area && (p.Lat === null || p.Lng === null || !inArea({ lat: p.Lat, lng: p.Lng }, query.area)))
        return false;
      return true;
    };
  }

  async listProperties(query: ListQuery): Promise<Paged<Property>> {
    const { lang } = query;
    const window = pageWindow(query);
    const sort = query.sort ?? DEFAULT_SORT;
    const [{ entries }, keep] = await Promise.all([this.index(lang), this.matches(query)]);
    const sorted = entries
      .filter(keep)
      .map((e) => e.property)
      .sort(compareProperties(sort));
    const ordered = sort === 'date-desc' ? photosFirst(sorted) : sorted;
    return pageOf(ordered.slice(window.offset, window.offset + window.pageSize), window, ordered.length);
  }

  /**
   * One estate with its detail groups, or null: one `v1/estates/list` call with `EstateIds`
   * (as the public client's Estates::get), not the whole index, so a property page's cache miss
   * stays one small call.
   */
  async getProperty(id: number, l: Lang): Promise<PropertyDetail | null> {
    if (!isId(id)) return null;
    const raw = await this.estate(id, l);
    return raw ? toDetail(raw, await this.context(l)) : null;
  }

  /** Every available estate of the goal from the index (kept in KV), with its facets and its city's names in every language. */
  async alertCandidates(goal: 0 | 1, lang: Lang): Promise<AlertCandidate[]> {
    const [{ entries }, names] = await Promise.all([this.index(lang), this.cityNames()]);
    return entries
      .filter((e) => (goal === 0 ? e.property.Goal === 0 : e.property.Goal !== 0) && !isClosed(e.property))
      .map(({ property, facets }) => ({
        property,
        facets: {
          garages: facets.garages,
          parking: facets.garages + facets.parkings > 0,
          garden: facets.garden > 0,
          terrace: facets.terrace > 0,
          newBuild: facets.newBuild,
        },
        cityNames: [...new Set([foldText(property.City), ...(names.get(property.Zip.trim()) ?? [])])],
      }));
  }

  /** The cards by id from the estate index (kept in KV): no Whise call once it is kept (common/by-ids.ts). */
  propertiesByIds(ids: number[], lang: Lang): Promise<(Property | null)[]> {
    return readByIds(ids, MAX_BY_IDS, async (wanted) =>
      (await this.index(lang)).entries.map((e) => e.property).filter((p) => wanted.includes(p.ID)),
    );
  }

  /** Details by id: one `v1/estates/list` call with every id in `EstateIds` (common/by-ids.ts). */
  detailsByIds(ids: number[], l: Lang): Promise<(PropertyDetail | null)[]> {
    return readByIds(ids, MAX_DETAILS_BY_IDS, async (wanted) => {
      const [page, ctx] = await Promise.all([
        this.client.read(
          'v1/estates/list',
          {
            Filter: {
              EstateIds: wanted,
              StatusIds: [WHISE_STATUS.active],
              DisplayStatusIds: PUBLIC_DISPLAY_STATUSES,
              LanguageId: WHISE_LANGUAGE[l],
              IncludeGroupEstates: true,
            },
            Page: { Limit: wanted.length, Offset: 0 },
          },
          estateList,
        ),
        this.context(l),
      ]);
      return page.items.filter((raw) => wanted.includes(raw.id)).map((raw) => toDetail(raw, ctx));
    });
  }

  /** One public estate by id (from the index when it is there), or null. */
  private async estate(id: number, lang: Lang): Promise<WhiseEstate | null> {
    const page = await this.client.read(
      'v1/estates/list',
      {
        Filter: {
          EstateIds: [id],
          StatusIds: [WHISE_STATUS.active],
          DisplayStatusIds: PUBLIC_DISPLAY_STATUSES,
          LanguageId: WHISE_LANGUAGE[lang],
          IncludeGroupEstates: true,
        },
        Page: { Limit: 1, Offset: 0 },
      },
      estateList,
    );
    return page.items.find((r) => r.id === id) ?? null;
  }

  /** Up to 4 available estates of the same goal and type: same postcode first, then closest price. */
  async similarProperties(id: number, l: Lang): Promise<Property[]> {
    if (!isId(id)) return [];
    const { entries } = await this.index(l);
    const base = entries.find((e) => e.property.ID === id)?.property;
    if (!base) return [];
    const price = base.Price ?? 0;
    return entries
      .map((e) => e.property)
      .filter((p) => p.ID !== id && p.Goal === base.Goal && p.WebID === base.WebID && !isClosed(p))
      .sort(
        (a, b) =>
          Number(b.Zip === base.Zip) - Number(a.Zip === base.Zip) ||
          Math.abs((a.Price ?? 0) - price) - Math.abs((b.Price ?? 0) - price) ||
          a.ID - b.ID,
      )
      .slice(0, 4);
  }

  async listProjects(l: Lang): Promise<Project[]> {
    const [{ projects, units }, ctx] = await Promise.all([this.index(l), this.context(l)]);
    return projects
      .map((raw) =>
        toProject(
          raw,
          units.filter((u) => u.property.ProjectID === raw.id).map((u) => u.property),
          ctx,
        ),
      )
      .sort((a, b) => b.PublicationDate.localeCompare(a.PublicationDate) || b.ID - a.ID);
  }

  async getProject(id: number, l: Lang): Promise<ProjectDetail | null> {
    if (!isId(id)) return null;
    const [{ projects, units }, ctx] = await Promise.all([this.index(l), this.context(l)]);
    const raw = projects.find((p) => p.id === id);
    if (!raw) return null;
    return toProjectDetail(
      raw,
      units.filter((u) => u.property.ProjectID === id).map((u) => u.property),
      ctx,
    );
  }

  /** The site's types with sale and rent counts from the index. */
  async listTypes(l: Lang): Promise<PropertyType[]> {
    const [types, { entries }] = await Promise.all([this.siteTypes(l), this.index(l)]);
    return types.map((t) => {
      const of = entries.filter(
        (e) => !isClosed(e.property) && e.property.WebIDs.split(',').map(Number).includes(t.WebID),
      );
      return {
        ...t,
        SaleCount: of.filter((e) => e.property.Goal === 0).length,
        RentCount: of.filter((e) => e.property.Goal !== 0).length,
      };
    });
  }

  /** The cities Whise lists as used in one language: kept with the index. */
  private async usedCities(lang: Lang): Promise<WhiseCity[]> {
    return (await this.index(lang)).cities;
  }

  /** `v1/estates/usedcities/list` in one language (when the index is built). */
  private async readUsedCities(lang: Lang): Promise<WhiseCity[]> {
    return (
      await this.client.read(
        'v1/estates/usedcities/list',
        { Filter: { LanguageId: WHISE_LANGUAGE[lang], StatusIds: [WHISE_STATUS.active] } },
        cityList,
      )
    ).items;
  }

  /** Cities with properties in scope: names from the used cities, counts and centres from the index. */
  async listCities(l: Lang, scope: CityScope): Promise<City[]> {
    const [{ entries }, used] = await Promise.all([this.index(l), this.usedCities(l)]);
    const byZip = new Map<string, { sale: number; rent: number; name: string; props: Property[] }>();
    for (const { property: p } of entries) {
      const c = byZip.get(p.Zip) ?? { sale: 0, rent: 0, name: p.City, props: [] };
      // Every property places its city's centre; only available ones are counted.
      c.props.push(p);
      byZip.set(p.Zip, c);
      if (isClosed(p)) continue;
      if (p.Goal === 0) c.sale += 1;
      else c.rent += 1;
    }
    const names = new Map(used.map((u) => [u.zip.trim(), u.name]));
    const out: City[] = [];
    for (const [zip, c] of byZip) {
      const count = scope === 'sale' ? c.sale : scope === 'rent' ? c.rent : c.sale + c.rent;
      if (count === 0) continue;
      const first = c.props[0]!;
      const center = meanPosition(
        c.props.filter((p) => p.Lat !== null && p.Lng !== null).map((p) => ({ lat: p.Lat!, lng: p.Lng! })),
      );
      out.push({
        Name: names.get(zip) || c.name,
        Zip: zip,
        CountryID: first.CountryID,
        CountryName: first.CountryName,
        PropertyCount: count,
        Language: l,
        SaleCount: c.sale,
        RentCount: c.rent,
        ...(center ? { Center: center } : {}),
      });
    }
    return out.sort((a, b) => compareNames(a.Name, b.Name) || a.Zip.localeCompare(b.Zip));
  }

  /** Available properties for sale and for rent: the totals of those lists. */
  async totals(): Promise<Totals> {
    const available = (await this.index('en')).entries.filter((e) => !isClosed(e.property));
    const sale = available.filter((e) => e.property.Goal === 0).length;
    return { sale, rent: available.length - sale };
  }

  /** The home search panel with the shared rules (common/search-text.ts), on the index. */
  async search(q: string, l: Lang): Promise<SearchResult> {
    const folded = foldQuery(q);
    const types = await this.listTypes(l);
    if (folded === '') return { types, cities: [], properties: [] };
    const [{ entries }, cities, names, typeLists] = await Promise.all([
      this.index(l),
      this.listCities(l, 'all'),
      this.cityNames(),
      Promise.all(LANGUAGES.map((x) => this.siteTypes(x))),
    ]);
    // a type matches by its name in any language
    const typeNames = new Map<number, string[]>();
    for (const list of typeLists)
      for (const t of list) typeNames.set(t.WebID, [...(typeNames.get(t.WebID) ?? []), foldText(t.Name)]);
    const target = propertyTarget(folded);
    let properties: Property[] = [];
    if (target && 'id' in target)
      properties = entries.filter((e) => e.property.ID === target.id).map((e) => e.property);
    else if (target)
      properties = entries
        .map((e) => e.property)
        .filter((p) => propertySearchText(p).includes(target.text))
        .sort(compareProperties('date-desc'))
        .slice(0, MAX_PROPERTY_HITS);
    return {
      types: types.filter((t) => typeNames.get(t.WebID)?.some((n) => n.includes(folded))),
      cities: cities
        .filter(
          (c) =>
            foldText(c.Name).includes(folded) ||
            [...(names.get(c.Zip) ?? [])].some((n) => n.includes(folded)) ||
            c.Zip.startsWith(folded),
        )
        .slice(0, MAX_CITY_HITS),
      properties,
    };
  }

  /** The representatives of the listed estates, by id. */
  async listAgents(lang: Lang): Promise<Agent[]> {
    return (await this.index(lang)).agents;
  }

  async listTestimonials(lang: Lang): Promise<Testimonial[]> {
    return this.options.testimonials ? this.options.testimonials.listTestimonials(lang) : [];
  }
}

/**
 * The whise provider's parts over one client (one per request: the estate index is read once
 * and shared by the request's calls): the catalogue, the owner data (./owners.ts: Whise's
 * owner logins; documents and search alerts from the site's database `db`) and lead delivery
 * (the booked slots' times from the site's slot table).
 */
export function whiseParts(
  config: WhiseConfig,
  options: WhiseCatalogueOptions & { db?: D1Database; delivery?: WhiseDeliveryOptions } = {},
): ProviderParts {
  const client = new WhiseClient(config);
  const catalogue = new WhiseCatalogue(client, options);
  return {
    catalogue,
    owners: new WhiseOwnerData(client, {
      context: (lang) => catalogue.context(lang),
      ...(options.db ? { db: options.db } : {}),
    }),
    delivery: new WhiseDelivery(client, options.delivery),
    warmUp: async () => {
      for (const lang of LANGUAGES) await catalogue.index(lang);
    },
  };
}
