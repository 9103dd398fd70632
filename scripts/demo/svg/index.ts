/** The SVG drawing of one pool photo (1360×1020), by kind and variant; deterministic per name. */
import type { PhotoSpec } from '../photo-pool';
import { Rng } from '../prng';
import * as ext from './exterior';
import * as int from './interior';
import { agentPortrait } from './portrait';

const seedOf = (name: string): number => {
  let h = 2166136261;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 16777619);
  return h >>> 0;
};

export function drawPhoto(photo: PhotoSpec): string {
  const rng = new Rng(seedOf(photo.name));
  const v = photo.variant;
  switch (photo.kind) {
    case 'facade-terraced':
      return ext.facadeTerraced(rng, v);
    case 'facade-villa':
      return ext.facadeVilla(rng, v);
    case 'facade-bungalow':
      return ext.facadeBungalow(rng, v);
    case 'facade-farm':
      return ext.facadeFarm(rng, v);
    case 'facade-mansion':
      return ext.facadeMansion(rng, v);
    case 'facade-apartment':
      return ext.facadeApartment(rng, v);
    case 'garden':
      return ext.garden(rng, v);
    case 'terrace':
      return ext.terrace(rng, v);
    case 'land':
      return ext.land(rng, v);
    case 'garage':
      return ext.garage(rng, v);
    case 'parking':
      return ext.parking(rng, v);
    case 'shop':
      return ext.shop(rng, v);
    case 'office-building':
      return ext.officeBuilding(rng, v);
    case 'living':
      return int.living(rng, v);
    case 'kitchen':
      return int.kitchen(rng, v);
    case 'bedroom':
      return int.bedroom(rng, v);
    case 'bathroom':
      return int.bathroom(rng, v);
    case 'shop-interior':
      return int.shopInterior(rng, v);
    case 'office':
      return int.office(rng, v);
    case 'agent':
      return agentPortrait(rng, v);
  }
}
