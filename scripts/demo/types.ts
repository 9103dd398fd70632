/**
 * The eight sample property types (docs/data-model.md, WebIDs 1–8) with names in four languages, and the
 * subtypes the demo uses as TypeDescription, with the grammatical gender the text composer
 * needs (Dutch de/het, French m/f, German m/f/n).
 */
import type { Localized } from '../../shared/model/common';
import { WEB_ID } from '../../shared/model/property';
import type { TypeRecord } from '../../app/model/record';

export interface DemoTypeRecord extends TypeRecord {
  /** Extra words a search for this type should find (subtype names), every language. */
  Keywords: string[];
}

export const DEMO_TYPES: DemoTypeRecord[] = [
  {
    ID: WEB_ID.house,
    ShowOrder: 1,
    Sale: true,
    Rent: true,
    Name: { en: 'House', nl: 'Woning', fr: 'Maison', de: 'Haus' },
    Keywords: [
      'villa',
      'farm',
      'farmhouse',
      'hoeve',
      'fermette',
      'ferme',
      'bauernhaus',
      'bungalow',
      'huis',
      'herenhuis',
      'maison de maître',
      'rijwoning',
    ],
  },
  {
    ID: WEB_ID.apartment,
    ShowOrder: 2,
    Sale: true,
    Rent: true,
    Name: { en: 'Apartment', nl: 'Appartement', fr: 'Appartement', de: 'Wohnung' },
    Keywords: ['flat', 'penthouse', 'duplex', 'loft', 'maisonette', 'rez-de-chaussée', 'gelijkvloers'],
  },
  {
    ID: WEB_ID.studio,
    ShowOrder: 3,
    Sale: true,
    Rent: true,
    Name: { en: 'Studio', nl: 'Studio', fr: 'Studio', de: 'Studio' },
    Keywords: ['kot', 'einzimmerwohnung'],
  },
  {
    ID: WEB_ID.land,
    ShowOrder: 4,
    Sale: true,
    Rent: false,
    Name: { en: 'Land', nl: 'Grond', fr: 'Terrain', de: 'Grundstück' },
    Keywords: ['plot', 'building plot', 'bouwgrond', 'terrain à bâtir', 'baugrundstück'],
  },
  {
    ID: WEB_ID.investment,
    ShowOrder: 5,
    Sale: true,
    Rent: false,
    Name: { en: 'Investment property', nl: 'Opbrengsteigendom', fr: 'Immeuble de rapport', de: 'Renditeobjekt' },
    Keywords: ['investment', 'investering', 'investissement', 'mehrfamilienhaus', 'apartment block'],
  },
  {
    ID: WEB_ID.commercial,
    ShowOrder: 6,
    Sale: true,
    Rent: true,
    Name: { en: 'Commercial premises', nl: 'Handelspand', fr: 'Commerce', de: 'Gewerbefläche' },
    Keywords: [
      'shop',
      'retail',
      'winkel',
      'magasin',
      'laden',
      'horeca',
      'warehouse',
      'magazijn',
      'entrepôt',
      'lagerhalle',
    ],
  },
  {
    ID: WEB_ID.garage,
    ShowOrder: 7,
    Sale: true,
    Rent: true,
    Name: { en: 'Garage / parking', nl: 'Garage / parking', fr: 'Garage / parking', de: 'Garage / Stellplatz' },
    Keywords: ['garage box', 'garagebox', 'parkeerplaats', 'emplacement', 'stellplatz', 'parking space'],
  },
  {
    ID: WEB_ID.offices,
    ShowOrder: 8,
    Sale: true,
    Rent: true,
    Name: { en: 'Offices', nl: 'Kantoren', fr: 'Bureaux', de: 'Büros' },
    Keywords: ['office', 'kantoor', 'bureau', 'büro', 'coworking'],
  },
];

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

const sub = (
  key: string,
  webId: number,
  name: Localized,
  nl: GenderNl,
  fr: GenderFr,
  de: GenderDe,
  facade: Subtype['facade'],
): Subtype => ({ key, webId, name, nl, fr, de, facade });

export const SUBTYPES: Subtype[] = [
  sub(
    'terraced',
    WEB_ID.house,
    { en: 'Terraced house', nl: 'Rijwoning', fr: 'Maison mitoyenne', de: 'Reihenhaus' },
    'de',
    'f',
    'n',
    'terraced',
  ),
  sub(
    'semi',
    WEB_ID.house,
    { en: 'Semi-detached house', nl: 'Halfopen woning', fr: 'Maison 3 façades', de: 'Doppelhaushälfte' },
    'de',
    'f',
    'f',
    'terraced',
  ),
  sub('villa', WEB_ID.house, { en: 'Villa', nl: 'Villa', fr: 'Villa', de: 'Villa' }, 'de', 'f', 'f', 'villa'),
  sub('farm', WEB_ID.house, { en: 'Farmhouse', nl: 'Hoeve', fr: 'Fermette', de: 'Bauernhaus' }, 'de', 'f', 'n', 'farm'),
  sub(
    'bungalow',
    WEB_ID.house,
    { en: 'Bungalow', nl: 'Bungalow', fr: 'Bungalow', de: 'Bungalow' },
    'de',
    'm',
    'm',
    'bungalow',
  ),
  sub(
    'mansion',
    WEB_ID.house,
    { en: 'Town house', nl: 'Herenhuis', fr: 'Maison de maître', de: 'Stadthaus' },
    'het',
    'f',
    'n',
    'mansion',
  ),
  sub(
    'apartment',
    WEB_ID.apartment,
    { en: 'Apartment', nl: 'Appartement', fr: 'Appartement', de: 'Wohnung' },
    'het',
    'm',
    'f',
    'apartment',
  ),
  sub(
    'penthouse',
    WEB_ID.apartment,
    { en: 'Penthouse', nl: 'Penthouse', fr: 'Penthouse', de: 'Penthouse' },
    'de',
    'm',
    'n',
    'apartment',
  ),
  sub(
    'duplex',
    WEB_ID.apartment,
    { en: 'Duplex', nl: 'Duplex', fr: 'Duplex', de: 'Maisonette' },
    'de',
    'm',
    'f',
    'apartment',
  ),
  sub(
    'ground-floor',
    WEB_ID.apartment,
    { en: 'Ground-floor flat', nl: 'Gelijkvloers appartement', fr: 'Rez-de-chaussée', de: 'Erdgeschosswohnung' },
    'het',
    'm',
    'f',
    'apartment',
  ),
  sub('loft', WEB_ID.apartment, { en: 'Loft', nl: 'Loft', fr: 'Loft', de: 'Loft' }, 'de', 'm', 'n', 'apartment'),
  sub('studio', WEB_ID.studio, { en: 'Studio', nl: 'Studio', fr: 'Studio', de: 'Studio' }, 'de', 'm', 'n', 'apartment'),
  sub(
    'plot',
    WEB_ID.land,
    { en: 'Building plot', nl: 'Bouwgrond', fr: 'Terrain à bâtir', de: 'Baugrundstück' },
    'de',
    'm',
    'n',
    'none',
  ),
  sub(
    'investment',
    WEB_ID.investment,
    { en: 'Investment property', nl: 'Opbrengsteigendom', fr: 'Immeuble de rapport', de: 'Renditeobjekt' },
    'de',
    'm',
    'n',
    'mansion',
  ),
  sub(
    'apartment-block',
    WEB_ID.investment,
    { en: 'Apartment block', nl: 'Appartementsgebouw', fr: 'Immeuble à appartements', de: 'Mehrfamilienhaus' },
    'het',
    'm',
    'n',
    'apartment',
  ),
  sub(
    'shop',
    WEB_ID.commercial,
    { en: 'Shop', nl: 'Winkelpand', fr: 'Surface commerciale', de: 'Ladenlokal' },
    'het',
    'f',
    'n',
    'none',
  ),
  sub(
    'hospitality',
    WEB_ID.commercial,
    { en: 'Restaurant premises', nl: 'Horecapand', fr: 'Établissement horeca', de: 'Gastronomieobjekt' },
    'het',
    'm',
    'n',
    'none',
  ),
  sub(
    'garage-box',
    WEB_ID.garage,
    { en: 'Garage box', nl: 'Garagebox', fr: 'Box de garage', de: 'Garagenbox' },
    'de',
    'm',
    'f',
    'none',
  ),
  sub(
    'parking-space',
    WEB_ID.garage,
    { en: 'Parking space', nl: 'Parkeerplaats', fr: 'Emplacement de parking', de: 'Stellplatz' },
    'de',
    'm',
    'm',
    'none',
  ),
  sub(
    'office',
    WEB_ID.offices,
    { en: 'Office space', nl: 'Kantoorruimte', fr: 'Espace de bureaux', de: 'Bürofläche' },
    'de',
    'm',
    'f',
    'none',
  ),
  sub(
    'office-building',
    WEB_ID.offices,
    { en: 'Office building', nl: 'Kantoorgebouw', fr: 'Immeuble de bureaux', de: 'Bürogebäude' },
    'het',
    'm',
    'n',
    'none',
  ),
];

export const subtypesOf = (webId: number): Subtype[] => SUBTYPES.filter((s) => s.webId === webId);
