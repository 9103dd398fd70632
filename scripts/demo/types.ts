/**
 * The eight sample property types (docs/data-model.md, WebIDs 1–8) with names in four languages, and the
 * subtypes the demo uses as TypeDescription, with the grammatical gender the text composer
 * needs (Dutch de/het, French m/f, German m/f/n). The rows are data (./types.json: a type's or
 * subtype's WebID by its WEB_ID name).
 */
import type { Localized } from '../../shared/model/common';
import { WEB_ID } from '../../shared/model/property';
import type { TypeRecord } from '../../app/model/record';
import TABLES from './types.json';

export interface DemoTypeRecord extends TypeRecord {
  /** Extra words a search for this type should find (subtype names), every language. */
  Keywords: string[];
}

type WebName = keyof typeof WEB_ID;

export const DEMO_TYPES: DemoTypeRecord[] = TABLES.types.map(({ web, ...type }) => ({
  ID: WEB_ID[web as WebName],
  ...type,
}));

export type GenderNl = 'de' | 'het';
export type GenderFr = 'm' | 'f';
export type GenderDe = 'm' | 'f' | 'n';

export interface Subtype {
  key: string;
  webId: number;
  name: Localized;
  nl: GenderNl;
  fr: GenderFr;
  de: GenderDe;
  /** Which facade drawing suits it. */
  facade: 'terraced' | 'villa' | 'farm' | 'mansion' | 'bungalow' | 'apartment' | 'none';
}

export const SUBTYPES: Subtype[] = TABLES.subtypes.map(({ key, web, name, nl, fr, de, facade }) => ({
  key,
  webId: WEB_ID[web as WebName],
  name,
  nl: nl as GenderNl,
  fr: fr as GenderFr,
  de: de as GenderDe,
  facade: facade as Subtype['facade'],
}));

export const subtypesOf = (webId: number): Subtype[] => SUBTYPES.filter((s) => s.webId === webId);
