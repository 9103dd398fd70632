/** The de namespaces of the detail pages (DETAIL, PROJECTS, COSTS, FORMS, OWNER, AREA, CONSENT, FAVOURITES, LISTNAV, TOOLS, FILTERS) as one chunk: see ../load-client.ts. */
import type { Namespaces, Translations } from '../../../locales/i18n-types';
import DETAIL from '../../../locales/de/DETAIL/index';
import PROJECTS from '../../../locales/de/PROJECTS/index';
import COSTS from '../../../locales/de/COSTS/index';
import FORMS from '../../../locales/de/FORMS/index';
import OWNER from '../../../locales/de/OWNER/index';
import AREA from '../../../locales/de/AREA/index';
import CONSENT from '../../../locales/de/CONSENT/index';
import FAVOURITES from '../../../locales/de/FAVOURITES/index';
import LISTNAV from '../../../locales/de/LISTNAV/index';
import TOOLS from '../../../locales/de/TOOLS/index';
import FILTERS from '../../../locales/de/FILTERS/index';

export default { DETAIL, PROJECTS, COSTS, FORMS, OWNER, AREA, CONSENT, FAVOURITES, LISTNAV, TOOLS, FILTERS } as Pick<
  Translations,
  Namespaces
>;
