/**
 * The omnicasa provider's catalogue (../core/types.ts Catalogue) over Omnicasa's website API through
 * ./client.ts, and the omnicasa provider's parts (`omnicasaParts`: this catalogue and
 * the owner data of ./owners.ts, sharing one client).
 *
 * Where Omnicasa cannot answer what the interface asks, this adapter does the most faithful
 * thing and says so on the method: rent lists ask Goal 1 (take-over, Goal 2, is left out),
 * filters Omnicasa lacks (new, arriving, discreet, more than one garage) are applied here on the
 * full matching list, counts come from the property index, testimonials come from the site's
 * own store (the `testimonials` option). GetUserList (the agents) is used beyond the list in
 * docs/provider.md; it is in Omnicasa's public API.
 */
import type { Lang, Paged } from '../../../shared/model/common';
import { DEFAULT_SORT, parseCityParam, type ListQuery, type SearchResult } from '../../../shared/model/listing';
import type { Agent, Testimonial } from '../../../shared/model/people';
import type { Project, ProjectDetail } from '../../../app/model/project';
import { isClosed, type Property, type PropertyDetail } from '../../../shared/model/property';
import { asksCriteria, passesAvailability, passesCriteria, passesPrice } from '../../../app/listing/rules';
import type { City, CityScope, PropertyType, Totals } from '../../../shared/model/taxonomy';
import { LANGUAGES } from '../../../shared/paths/languages';
import { foldText } from '../../../shared/paths/slug';
import * as polylineCodec from '@googlemaps/polyline-codec';
import { inArea, type LatLng } from '../../../shared/geo/area';
import { meanPosition } from '../../../app/geo/centre';
import { isId } from '../common/input';
import { compareNames, compareProperties, photosFirst } from '../common/order';
import { pageOf, pageWindow } from '../common/paging';
import { foldQuery, MAX_CITY_HITS, MAX_PROPERTY_HITS, propertySearchText, propertyTarget } from '../common/search-text';
import { OmnicasaClient, SORT_FIELDS, type OmnicasaConfig } from './client';
import {
  cityKey,
  cityNameOf,
  LANGUAGE_ID,
  toAgent,
  toCity,
  toDetail,
  toProject,
  toProjectDetail,
  publicPosition,
  toProperty,
  toType,
  webIdOf,
  type GoalCounts,
  type MapContext,
} from './map';
import { unitStats } from '../common/mapped-values';
import {
  pictureList,
  projectDetailValue,
  projectList,
  PROJECT_DETAIL_FIELDS,
  PROJECT_LIST_FIELDS,
  propertyDetailValue,
  propertyPage,
  userList,
  type RawCity,
  type RawProperty,
} from './schema';
import { OmnicasaAppointments } from './appointments';
import { OmnicasaDelivery } from './delivery';
import { OmnicasaOwnerData, OmnicasaPasswordReset } from './owners';
import { MAX_BY_IDS, MAX_DETAILS_BY_IDS, readByIds } from '../common/by-ids';
import type { AlertCandidate, Catalogue, ProviderParts } from '../core/types';

/** A city's counts in the property index, with its name and centre. */
type CityCounts = GoalCounts & { name: string; zip: string; countryId: number; center?: LatLng };

/**
 * The codec ships an ES module (bundlers, workerd) and a UMD file (Node: scripts and the seed), whose
 * exports Node only sees as the default export.
 */
const { encode } =
  (polylineCodec as typeof polylineCodec & { default?: typeof polylineCodec }).default ?? polylineCodec;

/** Most rows read for lists finished here (filters Omnicasa lacks, project units). */
const LOCAL_LIMIT = 1000;

export class OmnicasaCatalogue implements Catalogue {
  readonly name = 'omnicasa';
  constructor(private readonly client: OmnicasaClient) {}

  /** Zips of the cities whose name (any language, accents and case ignored) is `name`. */
  private async zipsOfCityName(name: string, lang: Lang): Promise<string[]> {
    const wanted = foldText(name);
    const zips = new Set<string>();
    for (const l of [lang, ...LANGUAGES.filter((x) => x !== lang)]) {
      for (const city of await this.client.cities(l)) if (foldText(cityNameOf(city)) === wanted) zips.add(city.Zip);
      if (zips.size) break;
    }
    return [...zips];
  }

  /**
   * Omnicasa's filters for a list query. Rent is `Goal: 1` (Omnicasa filters one goal; take-over
   * properties, Goal 2, are not in rent lists); a city name becomes the postcodes of the cities
   * of that name in any language; the agency's sold and rented marquees are skipped unless the
   * query asks for them. `local` lists the checks made here on each property (filters Omnicasa
   * has no parameter for, and the rules of app/listing/rules.ts it cannot keep: it bounds and
   * sorts by the hidden price of a price on request, and some agencies mark a sale only by the
   * property's Status).
   */
  private async listFilters(
    query: ListQuery,
    lang: Lang,
    ctx: MapContext,
  ): Promise<{ params: Record<string, unknown>; local: ((raw: RawProperty, p: Property) => boolean)[] }> {
    const params: Record<string, unknown> = { LanguageId: LANGUAGE_ID[lang], DescriptionLanguageId: LANGUAGE_ID[lang] };
    const local: ((raw: RawProperty, p: Property) => boolean)[] = [];
    if (query.goal === 0) params.Goal = 0;
    else if (query.goal !== undefined) params.Goal = 1;
    if (!query.closed) {
      const skip = [...ctx.marquees.sold, ...ctx.marquees.rented];
      if (skip.length) params.SkipMarqueeList = skip;
    }
    if (query.city) {
      const { name, zip } = parseCityParam(query.city);
      if (zip) params.Zips = [zip];
      else if (name) {
        const zips = await this.zipsOfCityName(name, lang);
        if (zips.length) params.Zips = zips;
        else params.CityNames = [name];
      }
    }
    if (query.type !== undefined) params.WebIDs = [query.type];
    if (query.minPrice !== undefined || query.maxPrice !== undefined) {
      // The bound on the shown price (app/listing/rules.ts): Omnicasa narrows, unless prices on request are asked too.
      if (!query.onRequest) {
        if (query.minPrice !== undefined) params.PriceFrom = query.minPrice;
        if (query.maxPrice !== undefined) params.PriceTo = query.maxPrice;
      }
      local.push((_raw, p) => passesPrice(p, query));
    }
    if (query.minRooms !== undefined && query.minRooms > 0) params.MinRoom = query.minRooms;
    if (query.minGarages !== undefined && query.minGarages > 0) {
      params.HasGarage = true;
      const min = query.minGarages;
      if (min > 1) local.push((raw) => (raw.Garages ?? 0) >= min);
    }
    if (query.parking) params.HasParking = true;
    if (query.garden) params.HasGarden = true;
    if (query.terrace) params.HasTerrace = true;
    if (query.project !== undefined) params.ProjectID = query.project;
    if (query.isNew) local.push((raw) => raw.IsNew === true);
    if (query.arriving) local.push((raw) => raw.IsArriving === true);
    if (query.discreet) local.push((raw) => raw.IsDiscreet === true);
    // Living area, plot, EPC, region: on the card's fields; new build: a unit of a project (list items carry no condition).
    if (asksCriteria(query)) local.push((raw, p) => passesCriteria(p, { newBuild: (raw.ProjectID ?? 0) > 0 }, query));
    const area = query.area;
    if (area) {
      // Omnicasa narrows (GpsX is the latitude, as GoogleX; GpsRadius in km); the exact test on the public position decides here.
      if (area.kind === 'near')
        Object.assign(params, { GpsX: area.center.lat, GpsY: area.center.lng, GpsRadius: area.radiusKm });
      else
        params.EncodePolygonPath = encode(
          [...area.points, area.points[0]!].map((p) => [p.lat, p.lng]),
          5,
        );
      local.push((raw) => {
        const position = publicPosition(raw);
        return position !== null && inArea(position, area);
      });
    }
    return { params, local };
  }

  /**
   * One page of properties. Omnicasa pages and sorts newest first itself: that page is used when
   * nothing has to be checked here and none of its properties turns out sold or rented by its
   * Status alone. Otherwise (a filter Omnicasa lacks, a price bound or a sort by price, type or
   * city, which must not count a hidden price: app/listing/rules.ts) the full matching list (up
   * to 1000) is read, checked, sorted and paged here.
   */
  async listProperties(query: ListQuery): Promise<Paged<Property>> {
    const { lang } = query;
    const window = pageWindow(query);
    const sort = query.sort ?? DEFAULT_SORT;
    const ctx = await this.client.context(lang);
    const { params, local } = await this.listFilters(query, lang, ctx);
    params.SortFields = SORT_FIELDS[sort] ?? SORT_FIELDS[DEFAULT_SORT];
    const available = (p: Property) => passesAvailability(p, query);
    if (local.length === 0 && sort === 'date-desc') {
      const value = await this.client.call(
        'GetPropertyList',
        { ...params, Limit1: window.offset + 1, Limit2: window.offset + window.pageSize },
        propertyPage,
      );
      const items = value.Items.map((raw) => toProperty(raw, ctx));
      if (items.every(available)) return pageOf(photosFirst(items), window, value.RowsCount);
    }
    const all = (await this.client.readAll('GetPropertyList', params, LOCAL_LIMIT))
      .map((raw) => ({ raw, p: toProperty(raw, ctx) }))
      .filter(({ raw, p }) => available(p) && local.every((keep) => keep(raw, p)));
    const sorted = all.map(({ p }) => p).sort(compareProperties(sort));
    return pageOf(sorted.slice(window.offset, window.offset + window.pageSize), window, sorted.length);
  }

  /**
   * One property with its details (GetProperty), photos (GetPropertyPictureList) and agent
   * (GetUser). An answer without a property (Value null) is "not found". `UpdateVisit` is
   * false: answers are cached, so Omnicasa's website-visit counter cannot be fed from here (a
   * separate, uncached call per page view would be needed for that).
   */
  async getProperty(id: number, l: Lang): Promise<PropertyDetail | null> {
    if (!isId(id)) return null;
    const [raw, pictures, ctx] = await Promise.all([
      this.client.call(
        'GetProperty',
        { ID: id, LanguageId: LANGUAGE_ID[l], DescriptionLanguageId: LANGUAGE_ID[l], UpdateVisit: false },
        propertyDetailValue,
      ),
      this.client.call('GetPropertyPictureList', { IDs: [id], LanguageId: LANGUAGE_ID[l] }, pictureList),
      this.client.context(l),
    ]);
    if (!raw || raw.ID !== id) return null;
    return toDetail(raw, pictures, await this.client.user(raw.UserID, l), ctx);
  }

  /**
   * Every available property of the goal from the catalogue index (kept in KV), with its facets
   * and its city's names in the four languages (the cities of each language's index).
   */
  async alertCandidates(goal: 0 | 1, l: Lang): Promise<AlertCandidate[]> {
    const [index, cityLists] = await Promise.all([
      this.client.index(l),
      Promise.all(LANGUAGES.map((x) => this.client.cities(x))),
    ]);
    const names = new Map<string, Set<string>>();
    for (const list of cityLists)
      for (const city of list) {
        const key = cityKey(city.Zip, city.CountryID);
        names.set(key, (names.get(key) ?? new Set()).add(foldText(cityNameOf(city))));
      }
    return index
      .filter((e) => (goal === 0 ? e.property.Goal === 0 : e.property.Goal !== 0) && !isClosed(e.property))
      .map((e) => ({
        property: e.property,
        facets: e.facets,
        cityNames: [
          ...new Set([foldText(e.property.City), ...(names.get(cityKey(e.property.Zip, e.property.CountryID)) ?? [])]),
        ],
      }));
  }

  /** The cards by id from the catalogue index (kept in KV): no CRM call once it is kept (common/by-ids.ts). */
  propertiesByIds(ids: number[], lang: Lang): Promise<(Property | null)[]> {
    return readByIds(ids, MAX_BY_IDS, async (wanted) =>
      (await this.client.index(lang)).map((e) => e.property).filter((p) => wanted.includes(p.ID)),
    );
  }

  /**
   * Details by id: Omnicasa has no batched detail read, so each id its index lists is asked with
   * GetProperty (at most MAX_DETAILS_BY_IDS, the comparison's four); an id the index does not
   * list is not public and costs no call.
   */
  detailsByIds(ids: number[], l: Lang): Promise<(PropertyDetail | null)[]> {
    return readByIds(ids, MAX_DETAILS_BY_IDS, async (wanted) => {
      const listed = new Set((await this.client.index(l)).map((e) => e.property.ID));
      const found = await Promise.all(wanted.filter((id) => listed.has(id)).map((id) => this.getProperty(id, l)));
      return found.filter((p): p is PropertyDetail => p !== null);
    });
  }

  /**
   * Up to 4 available properties like this one. Omnicasa has no "similar" method: the same goal
   * and type without the sold/rented marquees (GetPropertyList), ordered as the d1 provider
   * does: same postcode first, then closest price.
   */
  async similarProperties(id: number, l: Lang): Promise<Property[]> {
    if (!isId(id)) return [];
    const [base, ctx] = await Promise.all([
      this.client.call('GetProperty', { ID: id, LanguageId: LANGUAGE_ID[l], UpdateVisit: false }, propertyDetailValue),
      this.client.context(l),
    ]);
    if (!base || base.ID !== id) return [];
    const webId = base.WebID ?? base.WebIDs?.[0];
    const value = await this.client.call(
      'GetPropertyList',
      {
        LanguageId: LANGUAGE_ID[l],
        Goal: base.Goal === 0 ? 0 : base.Goal,
        ...(webId ? { WebIDs: [webId] } : {}),
        SkipMarqueeList: [...ctx.marquees.sold, ...ctx.marquees.rented],
        SortFields: SORT_FIELDS['price-asc'],
        Limit1: 1,
        Limit2: 100,
      },
      propertyPage,
    );
    const price = base.Price ?? 0;
    return value.Items.filter((raw) => raw.ID !== id)
      .map((raw) => toProperty(raw, ctx))
      .filter((p) => !isClosed(p))
      .sort(
        (a, b) =>
          Number(b.Zip === (base.Zip ?? '')) - Number(a.Zip === (base.Zip ?? '')) ||
          Math.abs((a.Price ?? 0) - price) - Math.abs((b.Price ?? 0) - price) ||
          a.ID - b.ID,
      )
      .slice(0, 4);
  }

  /** Every project (GetProjectList), newest first; unit counts and prices from the property index. */
  async listProjects(l: Lang): Promise<Project[]> {
    const [raws, index] = await Promise.all([
      this.client.call(
        'GetProjectList',
        {
          LanguageId: LANGUAGE_ID[l],
          DescriptionLanguageId: LANGUAGE_ID[l],
          SortFields: ['CreatedDate DESC'],
          DisplayFields: PROJECT_LIST_FIELDS,
          Limit1: 1,
          Limit2: 500,
        },
        projectList,
      ),
      this.client.index(l),
    ]);
    return raws
      .map((raw) =>
        toProject(raw, l, unitStats(index.filter((e) => e.property.ProjectID === raw.ID).map((e) => e.property))),
      )
      .sort((a, b) => b.PublicationDate.localeCompare(a.PublicationDate) || b.ID - a.ID);
  }

  /** One project (GetProject) with its units (GetPropertyList by ProjectID) and agent, or null. */
  async getProject(id: number, l: Lang): Promise<ProjectDetail | null> {
    if (!isId(id)) return null;
    const raw = await this.client.call(
      'GetProject',
      {
        ID: id,
        LanguageId: LANGUAGE_ID[l],
        DescriptionLanguageId: LANGUAGE_ID[l],
        DisplayFields: PROJECT_DETAIL_FIELDS,
      },
      projectDetailValue,
    );
    if (!raw || raw.ID !== id) return null;
    const [units, ctx, agent] = await Promise.all([
      this.client.readAll(
        'GetPropertyList',
        { LanguageId: LANGUAGE_ID[l], ProjectID: id, SortFields: SORT_FIELDS['price-asc'] },
        LOCAL_LIMIT,
      ),
      this.client.context(l),
      this.client.user(raw.UserID, l),
    ]);
    return toProjectDetail(
      raw,
      l,
      units.filter((u) => (u.ProjectID ?? id) === id).map((u) => toProperty(u, ctx)),
      agent,
    );
  }

  /** Sale and rent counts of available properties per type (a property counts for each of its WebIDs) and per city. */
  private async counts(lang: Lang): Promise<{
    types: Map<number, GoalCounts>;
    cities: Map<string, CityCounts>;
  }> {
    const index = await this.client.index(lang);
    const types = new Map<number, GoalCounts>();
    const cities = new Map<string, CityCounts>();
    const positions = new Map<string, LatLng[]>();
    for (const { property: p } of index) {
      const key = cityKey(p.Zip, p.CountryID);
      const c = cities.get(key) ?? { sale: 0, rent: 0, name: p.City, zip: p.Zip, countryId: p.CountryID };
      cities.set(key, c);
      // Every property places its city's centre (its public position); only available ones are counted.
      if (p.Lat !== null && p.Lng !== null)
        positions.set(key, [...(positions.get(key) ?? []), { lat: p.Lat, lng: p.Lng }]);
      if (isClosed(p)) continue;
      const field = p.Goal === 0 ? 'sale' : 'rent';
      for (const webId of new Set(p.WebIDs.split(',').map(Number))) {
        const t = types.get(webId) ?? { sale: 0, rent: 0 };
        t[field] += 1;
        types.set(webId, t);
      }
      c[field] += 1;
    }
    // A city's centre: the mean public position of its properties (app/geo/centre.ts).
    for (const [key, c] of cities) {
      const center = meanPosition(positions.get(key) ?? []);
      if (center) c.center = center;
    }
    return { types, cities };
  }

  /** Types (GetWebIDList) in ShowOrder with sale and rent counts from the property index. */
  async listTypes(l: Lang): Promise<PropertyType[]> {
    const [raws, counts] = await Promise.all([this.client.webIds(l), this.counts(l)]);
    return raws
      .map((raw) => toType(raw, l, counts.types.get(webIdOf(raw))))
      .sort((a, b) => a.ShowOrder - b.ShowOrder || a.ID - b.ID);
  }

  /**
   * Cities that have properties in scope (GetCityListOfObjects for the names, the property
   * index for the counts; a city of a listed property missing from the city list is kept with
   * the property's city name), by name.
   */
  async listCities(l: Lang, scope: CityScope): Promise<City[]> {
    const [raws, counts] = await Promise.all([this.client.cities(l), this.counts(l)]);
    const seen = new Set<string>();
    const out: City[] = [];
    const inScope = (c: GoalCounts): number =>
      scope === 'sale' ? c.sale : scope === 'rent' ? c.rent : c.sale + c.rent;
    for (const raw of raws) {
      const key = cityKey(raw.Zip, raw.CountryID);
      const c = counts.cities.get(key);
      if (!c || seen.has(key) || inScope(c) === 0) continue;
      seen.add(key);
      out.push(toCity(raw, l, c, inScope(c)));
    }
    for (const [key, c] of counts.cities) {
      if (seen.has(key) || inScope(c) === 0) continue;
      out.push(toCity({ Name: c.name, Zip: c.zip, CountryID: c.countryId }, l, c, inScope(c)));
    }
    return out.sort((a, b) => compareNames(a.Name, b.Name) || a.Zip.localeCompare(b.Zip));
  }

  /**
   * The totals of the for-sale and for-rent lists as those pages ask them (the same query, so the
   * same answer: the home's counts are the lists' totals).
   */
  async totals(): Promise<Totals> {
    const [sale, rent] = await Promise.all([
      this.listProperties({ lang: 'en', goal: 0 }),
      this.listProperties({ lang: 'en', goal: 1 }),
    ]);
    return { sale: sale.total, rent: rent.total };
  }

  /**
   * The home search panel with the d1 provider's rules: types whose name in any language
   * (GetWebIDList ×4) contains q; cities whose name in any language (GetCityListOfObjects ×4)
   * contains q or whose postcode starts with it, that have properties, at most 8; properties:
   * a numeric q is exactly that ID, otherwise (3+ characters) those whose published street or
   * reference contains q, newest first, at most 6. Everything comes from the catalogue index of
   * the four languages (kept in KV: ./kept-index.ts), so a search miss costs no CRM call once
   * the index is kept; a property the index does not list is not public, so it is not found.
   */
  async search(q: string, l: Lang): Promise<SearchResult> {
    const folded = foldQuery(q);
    if (folded === '') return { types: await this.listTypes(l), cities: [], properties: [] };
    const target = propertyTarget(folded);
    const [typeLists, cityLists, index, counts] = await Promise.all([
      Promise.all(LANGUAGES.map((x) => this.client.webIds(x))),
      Promise.all(LANGUAGES.map((x) => this.client.cities(x))),
      this.client.index(l),
      this.counts(l),
    ]);
    const langIndex = LANGUAGES.indexOf(l);

    // types: any language's name contains q; answered in the asked language
    const typeNames = new Map<number, string[]>();
    for (const list of typeLists) {
      for (const raw of list)
        typeNames.set(webIdOf(raw), [...(typeNames.get(webIdOf(raw)) ?? []), foldText(raw.Name ?? '')]);
    }
    const types = (typeLists[langIndex] ?? [])
      .filter((raw) => typeNames.get(webIdOf(raw))?.some((name) => name.includes(folded)))
      .map((raw) => toType(raw, l, counts.types.get(webIdOf(raw))))
      .sort((a, b) => a.ShowOrder - b.ShowOrder || a.ID - b.ID);

    // cities: joined across languages by postcode and country
    const byKey = new Map<string, { own: RawCity | null; names: string[]; zip: string }>();
    cityLists.forEach((list, i) => {
      for (const raw of list) {
        const key = cityKey(raw.Zip, raw.CountryID);
        const entry = byKey.get(key) ?? { own: null, names: [], zip: raw.Zip.trim() };
        entry.names.push(foldText(cityNameOf(raw)));
        if (i === langIndex && !entry.own) entry.own = raw;
        byKey.set(key, entry);
      }
    });
    const cities: { city: City; rank: number[] }[] = [];
    for (const [key, entry] of byKey) {
      const c = counts.cities.get(key);
      if (!c || c.sale + c.rent === 0) continue;
      if (!entry.names.some((n) => n.includes(folded)) && !entry.zip.startsWith(folded)) continue;
      const own = entry.own ?? { Name: c.name, Zip: c.zip, CountryID: c.countryId };
      const city = toCity(own, l, c, c.sale + c.rent);
      const rank = [
        entry.names.includes(folded) ? 0 : 1,
        entry.names.some((n) => n.startsWith(folded)) ? 0 : 1,
        entry.zip === folded ? 0 : 1,
      ];
      cities.push({ city, rank });
    }
    cities.sort(
      (a, b) =>
        a.rank[0]! - b.rank[0]! ||
        a.rank[1]! - b.rank[1]! ||
        a.rank[2]! - b.rank[2]! ||
        compareNames(a.city.Name, b.city.Name) ||
        a.city.Zip.localeCompare(b.city.Zip),
    );

    // properties
    let properties: Property[] = [];
    if (target && 'id' in target) {
      const hit = index.find((e) => e.property.ID === target.id);
      if (hit) properties = [hit.property];
    } else if (target) {
      properties = index
        .map((e) => e.property)
        .filter((p) => propertySearchText(p).includes(target.text))
        .sort(compareProperties('date-desc'))
        .slice(0, MAX_PROPERTY_HITS);
    }
    return { types, cities: cities.slice(0, MAX_CITY_HITS).map((c) => c.city), properties };
  }

  /** The agency's users (GetUserList), by ID. */
  async listAgents(l: Lang): Promise<Agent[]> {
    const raws = await this.client.call(
      'GetUserList',
      { LanguageId: LANGUAGE_ID[l], Limit1: 1, Limit2: 200 },
      userList,
    );
    return raws.map(toAgent).sort((a, b) => a.ID - b.ID);
  }

  /** Omnicasa holds no testimonials: they come from the `testimonials` option (the site's own store), else none. */
  async listTestimonials(lang: Lang): Promise<Testimonial[]> {
    return this.client.config.testimonials ? this.client.config.testimonials.listTestimonials(lang) : [];
  }
}

/** The omnicasa provider's parts over one client (one per request: its reference data is shared by both parts). */
export function omnicasaParts(config: OmnicasaConfig): ProviderParts {
  const client = new OmnicasaClient(config);
  return {
    catalogue: new OmnicasaCatalogue(client),
    owners: new OmnicasaOwnerData(client),
    delivery: new OmnicasaDelivery(client),
    resets: new OmnicasaPasswordReset(client),
    appointments: new OmnicasaAppointments(client),
    // The cron keeps every language's catalogue index in KV (./kept-index.ts), so no visitor meets a cold one.
    ...(config.kv
      ? {
          warmUp: async () => {
            for (const lang of LANGUAGES) await client.kept(lang);
          },
        }
      : {}),
  };
}
