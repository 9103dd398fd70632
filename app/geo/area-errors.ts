/**
 * The JSON API's messages for a refused area (shared/geo/area.ts AreaError), naming the parameter.
 * Kept apart from the rules so that the browser bundle, which only ignores a bad area, does not
 * carry them.
 */
import { MAX_POLYGON_POINTS, MAX_RADIUS_KM, type AreaError } from '../../shared/geo/area';

export const AREA_ERRORS: Record<AreaError, string> = {
  near: 'near must be LAT,LNG in decimal degrees (latitude within ±90, longitude within ±180)',
  radius: `radius must be a number of km above 0 and at most ${MAX_RADIUS_KM}`,
  'radius-missing': 'radius (in km) is required with near',
  'radius-alone': 'radius needs near=LAT,LNG',
  both: 'use either near (with radius) or area, not both',
  points: 'area must be points LAT,LNG separated by semicolons (latitude within ±90, longitude within ±180)',
  'too-many': `area must have at most ${MAX_POLYGON_POINTS} points`,
  distinct: 'area must have at least 3 different points',
  line: 'area must enclose a surface (its points lie on one line)',
};
