/** The nl namespaces of the detail pages (DETAIL, PROJECTS, COSTS, FORMS, OWNER, AREA, CONSENT, FAVOURITES, LISTNAV, TOOLS, FILTERS) as one chunk: see ../load-client.ts. */
import type { Namespaces, Translations } from '../../../locales/i18n-types';
import DETAIL from '../../../locales/nl/DETAIL/index';
import PROJECTS from '../../../locales/nl/PROJECTS/index';
import COSTS from '../../../locales/nl/COSTS/index';
import FORMS from '../../../locales/nl/FORMS/index';
import OWNER from '../../../locales/nl/OWNER/index';
import AREA from '../../../locales/nl/AREA/index';
import CONSENT from '../../../locales/nl/CONSENT/index';
import FAVOURITES from '../../../locales/nl/FAVOURITES/index';
import LISTNAV from '../../../locales/nl/LISTNAV/index';
import TOOLS from '../../../locales/nl/TOOLS/index';
import FILTERS from '../../../locales/nl/FILTERS/index';

export default { DETAIL, PROJECTS, COSTS, FORMS, OWNER, AREA, CONSENT, FAVOURITES, LISTNAV, TOOLS, FILTERS } as Pick<
  Translations,
  Namespaces
>;
