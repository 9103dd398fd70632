/** The site's path table, built once from content/site-map.json (shared by server and browser). */
import siteMap from '../../content/site-map.json';
import { LANGUAGES } from '../paths/languages';
import { buildPathTable, type SiteMapEntry } from '../paths/path-table';

export const pathTable = buildPathTable(siteMap as SiteMapEntry[], LANGUAGES);
