/**
 * The pool of generated demo photos (about fifty drawings: facades, interiors, gardens, land,
 * garages, shops, offices, agent portraits) and the choice of 4–8 of them for each property,
 * by type and features (the first one is the card picture: a facade matching the subtype).
 * Names are media names: photos/{name}/{width}.webp in R2. `v1` changes when drawings change.
 */
import { WEB_ID } from '../../shared/model/property';
import type { Rng } from './prng';
import type { PropertySpec } from './spec';

export type PhotoKind =
  | 'facade-terraced'
  | 'facade-villa'
  | 'facade-bungalow'
  | 'facade-farm'
  | 'facade-mansion'
  | 'facade-apartment'
  | 'living'
  | 'kitchen'
  | 'bedroom'
  | 'bathroom'
  | 'garden'
  | 'terrace'
  | 'land'
  | 'garage'
  | 'parking'
  | 'shop'
  | 'shop-interior'
  | 'office-building'
  | 'office'
  | 'agent';

export interface PhotoSpec {
  name: string;
  kind: PhotoKind;
  /** Variant number within the kind (1-based), drives palette and layout. */
  variant: number;
}

const COUNTS: [PhotoKind, number][] = [
  ['facade-terraced', 3],
  ['facade-villa', 2],
  ['facade-bungalow', 1],
  ['facade-farm', 2],
  ['facade-mansion', 2],
  ['facade-apartment', 4],
  ['living', 5],
  ['kitchen', 5],
  ['bedroom', 4],
  ['bathroom', 4],
  ['garden', 3],
  ['terrace', 2],
  ['land', 3],
  ['garage', 1],
  ['parking', 1],
  ['shop', 2],
  ['shop-interior', 1],
  ['office-building', 1],
  ['office', 2],
  ['agent', 4],
];

export const PHOTO_POOL: PhotoSpec[] = COUNTS.flatMap(([kind, count]) =>
  Array.from({ length: count }, (_, i) => ({ name: `demo-v1-${kind}-${i + 1}`, kind, variant: i + 1 })),
);

const ofKind = (kind: PhotoKind): string[] => PHOTO_POOL.filter((p) => p.kind === kind).map((p) => p.name);

/** Photo names for a property (4 to 8, no repeats). */
export function photosFor(s: PropertySpec, rng: Rng): string[] {
  const one = (kind: PhotoKind) => rng.pick(ofKind(kind));
  const facade = (): string => {
    switch (s.subtype.facade) {
      case 'terraced':
        return one('facade-terraced');
      case 'villa':
        return one('facade-villa');
      case 'bungalow':
        return rng.chance(0.5) ? one('facade-bungalow') : one('facade-villa');
      case 'farm':
        return one('facade-farm');
      case 'mansion':
        return one('facade-mansion');
      default:
        return one('facade-apartment');
    }
  };
  const list: string[] = [];
  const add = (name: string) => {
    if (!list.includes(name)) list.push(name);
  };
  switch (s.subtype.webId) {
    case WEB_ID.land:
      for (const name of rng.sample(ofKind('land'), 3)) add(name);
      add(one('garden'));
      break;
    case WEB_ID.garage:
      add(s.subtype.key === 'parking-space' ? one('parking') : one('garage'));
      add(s.subtype.key === 'parking-space' ? one('garage') : one('parking'));
      add(one('facade-apartment'));
      add(one('facade-terraced'));
      break;
    case WEB_ID.commercial:
      add(one('shop'));
      add(one('shop-interior'));
      add(s.subtype.key === 'hospitality' ? one('kitchen') : one('office'));
      add(s.subtype.key === 'hospitality' ? one('terrace') : one('facade-mansion'));
      break;
    case WEB_ID.offices:
      add(one('office-building'));
      for (const name of ofKind('office')) add(name);
      add(one('kitchen'));
      if (rng.chance(0.5)) add(one('terrace'));
      break;
    default: {
      add(facade());
      add(one('living'));
      add(one('kitchen'));
      if ((s.bedrooms ?? 0) > 0) add(one('bedroom'));
      add(one('bathroom'));
      if ((s.bedrooms ?? 0) > 2) add(one('bedroom'));
      if ((s.garden ?? 0) > 0) add(one('garden'));
      if ((s.terrace ?? 0) > 0) add(one('terrace'));
      if (list.length < 8 && rng.chance(0.4)) add(one('living'));
    }
  }
  for (const name of ofKind('living')) if (list.length < 4) add(name);
  return list.slice(0, 8);
}

export const agentPhoto = (n: number): string => `demo-v1-agent-${n}`;
