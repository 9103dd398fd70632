/**
 * The omnicasa provider's owner data (../core/types.ts OwnerData) through ./client.ts:
 * CheckPersonLogin with IsProprietors for the login, GetPerson for sessions (beyond the list in docs/provider.md;
 * in Omnicasa's public API), GetRelatedProperties for the owner's properties, and per
 * property the calendar, automatic and online-media histories, the media statistics, the visit
 * statistics and the published documents. Owner references are CRM person ids in decimal
 * (../core/owner-ref.ts). Never cached and never remembered beyond the call; a property that is not
 * the owner's is "not found" before any of its data is asked for. Owner visit counts are
 * Omnicasa's up to now.
 *
 * Ownership is asked once per request: the instance (one per request, ../select.ts) remembers the
 * owner and their related properties for the request's life only (never across requests), so
 * the portal's several property-scoped calls do not each repeat GetPerson and
 * GetRelatedProperties.
 */
import type { Lang } from '../../../shared/model/common';
import type {
  Communication,
  MediaStatistic,
  OnlineMedia,
  Owner,
  OwnerDocument,
  Visit,
  VisitCounts,
} from '../../../app/model/owner';
import { statsWindow } from '../common/dates';
import { idOfRef, isId } from '../common/input';
import type { OmnicasaClient } from './client';
import { ProviderError } from '../core/errors';
import type { OwnerData, OwnerProperty, OwnerRef, PasswordReset } from '../core/types';
import {
  LANGUAGE_ID,
  toCommunications,
  toDocuments,
  toMediaStatistics,
  toOnlineMedia,
  toOwner,
  toProperty,
  toVisitCounts,
  toVisits,
} from './map';
import {
  anyValue,
  demandCountValue,
  documentList,
  historyList,
  mediaStatList,
  personValue,
  propertyList,
  visitStatValue,
  type RawHistory,
  type RawProperty,
} from './schema';
import { wcfDate } from '../common/loose-fields';
import { siteOf } from '../../config/site';

/** The language the owner's texts are asked in: the CRM's, else the site's default language. */
const languageOf = (owner: Owner): Lang => owner.Language ?? siteOf().defaultLang;

export class OmnicasaOwnerData implements OwnerData {
  readonly name = 'omnicasa';
  constructor(private readonly client: OmnicasaClient) {}

  /**
   * CheckPersonLogin with IsProprietors. A person → the owner; an empty answer (Value null or
   * ID 0) → null. `Success: false` is a provider failure (it cannot be told apart from an
   * outage), so the login page shows 'API ERROR' rather than 'wrong password' then.
   */
  async verifyOwner(email: string, password: string): Promise<Owner | null> {
    const address = email.trim();
    if (!address || !password || address.length > 254 || password.length > 1024) return null;
    const raw = await this.client
      .call(
        'CheckPersonLogin',
        { Email: address, Password: password, IsProprietors: true, LanguageId: LANGUAGE_ID.en },
        personValue,
        [password],
      )
      .catch((error: unknown) => {
        // The CRM answered and refused the credentials (`Success: false`): a failed login, which
        // the login limits count. Anything else (HTTP error, timeout, an unreadable answer) is an
        // outage, which they do not.
        if (error instanceof ProviderError && error.kind === 'api') return null;
        throw error;
      });
    return raw ? toOwner(raw, address) : null;
  }

  /** Per request: the owner and their related properties by reference (see the module comment). */
  private readonly owned = new Map<
    OwnerRef,
    { lang: Lang | undefined; known: Promise<{ owner: Owner; related: RawProperty[] } | null> }
  >();
  private readonly persons = new Map<OwnerRef, Promise<Owner | null>>();

  /** The owner and their related properties (texts in `lang` when this is the first ask of the request). */
  private ownedBy(ref: OwnerRef, lang?: Lang): Promise<{ owner: Owner; related: RawProperty[] } | null> {
    const memo = this.owned.get(ref);
    if (memo) return memo.known;
    const known = (async () => {
      const owner = await this.getOwner(ref);
      return owner ? { owner, related: await this.related(owner, lang ?? languageOf(owner)) } : null;
    })();
    known.catch(() => this.owned.delete(ref));
    this.owned.set(ref, { lang, known });
    return known;
  }

  /** GetPerson by the reference's person ID (sessions keep only the reference). */
  async getOwner(owner: OwnerRef): Promise<Owner | null> {
    const ownerId = idOfRef(owner);
    if (ownerId === null) return null;
    let person = this.persons.get(owner);
    if (!person) {
      person = this.client
        .call('GetPerson', { ID: ownerId, IsProprietors: true }, personValue)
        .then((raw) => (!raw || raw.ID !== ownerId ? null : toOwner(raw, '')));
      person.catch(() => this.persons.delete(owner));
      this.persons.set(owner, person);
    }
    return person;
  }

  /** The owner's properties as Omnicasa relates them to the owner's e-mail (GetRelatedProperties). */
  private async related(owner: Owner, lang: Lang): Promise<RawProperty[]> {
    if (!owner.Email) return [];
    return this.client.call(
      'GetRelatedProperties',
      { Email: owner.Email, LanguageId: LANGUAGE_ID[lang], Limit1: 1, Limit2: 200 },
      propertyList,
    );
  }

  /** The owner when the property is theirs, else null. */
  private async ownerOf(ref: OwnerRef, propertyId: number): Promise<Owner | null> {
    return (await this.ownedProperty(ref, propertyId))?.owner ?? null;
  }

  /** The owner and the property's raw record when the property is theirs, else null. */
  private async ownedProperty(ref: OwnerRef, propertyId: number): Promise<{ owner: Owner; raw: RawProperty } | null> {
    if (!isId(propertyId) || idOfRef(ref) === null) return null;
    const known = await this.ownedBy(ref);
    const raw = known?.related.find((r) => r.ID === propertyId);
    return known && raw ? { owner: known.owner, raw } : null;
  }

  /** Only the lines of this property (defence against an answer that ignored the filter). */
  private static ofProperty<T extends { ObjectID?: number | null }>(items: T[], propertyId: number): T[] {
    return items.filter(
      (item) => item.ObjectID === undefined || item.ObjectID === null || item.ObjectID === propertyId,
    );
  }

  async ownerProperties(ref: OwnerRef, l: Lang): Promise<OwnerProperty[]> {
    const known = await this.ownedBy(ref, l);
    if (!known) return [];
    const { owner } = known;
    const [raws, ctx] = await Promise.all([
      this.owned.get(ref)?.lang === l ? known.related : this.related(owner, l),
      this.client.context(l),
    ]);
    return Promise.all(
      raws.map(async (raw) => {
        const [agent, stat] = await Promise.all([
          this.client.user(raw.UserID ?? owner.AgentID, l),
          this.client.call('GetVisitStatisticOfProperty', { ID: raw.ID }, visitStatValue),
        ]);
        return { ...toProperty(raw, ctx), Agent: agent, VisitCounts: toVisitCounts(stat) };
      }),
    ).then((list) => list.sort((a, b) => a.ID - b.ID));
  }

  /** One history of the owner's property (its lines only), or null when the property is not theirs. */
  private async history(
    ref: OwnerRef,
    propertyId: number,
    method: 'GetCalendarHistories' | 'GetAutomaticHistories' | 'GetMediaOnlineHistories',
  ): Promise<RawHistory[] | null> {
    const owner = await this.ownerOf(ref, propertyId);
    if (!owner) return null;
    const raws = await this.client.call(
      method,
      { ObjectID: propertyId, LanguageId: LANGUAGE_ID[languageOf(owner)], Limit1: 1, Limit2: 500 },
      historyList,
    );
    return OmnicasaOwnerData.ofProperty(raws, propertyId);
  }

  async ownerVisits(ref: OwnerRef, propertyId: number): Promise<Visit[] | null> {
    const raws = await this.history(ref, propertyId, 'GetCalendarHistories');
    return raws && toVisits(raws, propertyId);
  }

  async ownerCommunications(ref: OwnerRef, propertyId: number): Promise<Communication[] | null> {
    const raws = await this.history(ref, propertyId, 'GetAutomaticHistories');
    return raws && toCommunications(raws, propertyId);
  }

  async ownerOnlineMedia(ref: OwnerRef, propertyId: number): Promise<OnlineMedia[] | null> {
    const raws = await this.history(ref, propertyId, 'GetMediaOnlineHistories');
    return raws && toOnlineMedia(raws, propertyId);
  }

  /** GetMediaObjectStatisticsGraphList between the first and the last day (WCF dates). */
  async ownerMediaStatistics(
    ref: OwnerRef,
    propertyId: number,
    days: number,
    until?: string,
  ): Promise<MediaStatistic[] | null> {
    const owner = await this.ownerOf(ref, propertyId);
    if (!owner) return null;
    const { first, last } = statsWindow(days, until);
    const raws = await this.client.call(
      'GetMediaObjectStatisticsGraphList',
      {
        ObjectIDs: [propertyId],
        StartDate: wcfDate(first),
        EndDate: wcfDate(last),
        LanguageId: LANGUAGE_ID[languageOf(owner)],
      },
      mediaStatList,
    );
    return toMediaStatistics(OmnicasaOwnerData.ofProperty(raws, propertyId), propertyId, first, last);
  }

  /** GetVisitStatisticOfProperty. Omnicasa counts up to now: `until` cannot be honoured. */
  async ownerVisitCounts(ref: OwnerRef, propertyId: number, _until?: string): Promise<VisitCounts | null> {
    const owner = await this.ownerOf(ref, propertyId);
    if (!owner) return null;
    return toVisitCounts(await this.client.call('GetVisitStatisticOfProperty', { ID: propertyId }, visitStatValue));
  }

  /** Published documents of the property (GetDocumentList); Key is Omnicasa's document URL. */
  async ownerDocuments(ref: OwnerRef, propertyId: number): Promise<OwnerDocument[] | null> {
    const owner = await this.ownerOf(ref, propertyId);
    if (!owner) return null;
    const raws = await this.client.call(
      'GetDocumentList',
      { ObjectIDs: [propertyId], Publish: true, LanguageId: LANGUAGE_ID[languageOf(owner)], Limit1: 1, Limit2: 500 },
      documentList,
    );
    return toDocuments(OmnicasaOwnerData.ofProperty(raws, propertyId), propertyId);
  }

  /**
   * GetNumberOfDemands for the property's type and price (PriceMin = PriceMax = its price):
   * the CRM's count of active demands that would accept it. Used rather than
   * GetMatchingStatisticOfProperty, whose answer fields the public client does not name.
   */
  async ownerDemandCount(ref: OwnerRef, propertyId: number): Promise<number | null> {
    const owned = await this.ownedProperty(ref, propertyId);
    if (!owned) return null;
    const { raw, owner } = owned;
    const price = typeof raw.Price === 'number' ? raw.Price : undefined;
    return this.client.call(
      'GetNumberOfDemands',
      {
        WebIDs: raw.WebID ? [raw.WebID] : undefined,
        PriceMin: price,
        PriceMax: price,
        LanguageId: LANGUAGE_ID[languageOf(owner)],
      },
      demandCountValue,
    );
  }
}

/**
 * With omnicasa the CRM owns passwords (docs/owner-portal.md): the forgotten-password request asks the
 * CRM to run its own flow (GetPersonForgetPassword: the CRM e-mails the person) and returns
 * null, so the site sends nothing itself and answers the same as for an unknown address. A
 * CRM failure is a ProviderError (the caller still answers the same).
 */
export class OmnicasaPasswordReset implements PasswordReset {
  readonly name = 'omnicasa';
  constructor(private readonly client: OmnicasaClient) {}

  async start(email: string, lang: Lang): Promise<{ owner: Owner; token: string } | null> {
    const address = email.trim();
    if (!address || address.length > 254) return null;
    await this.client.call('GetPersonForgetPassword', { Email: address, LanguageId: LANGUAGE_ID[lang] }, anyValue);
    return null;
  }
}
