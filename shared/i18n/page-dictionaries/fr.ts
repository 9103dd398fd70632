/** The fr namespaces of the detail pages (DETAIL, PROJECTS, COSTS, FORMS, OWNER, AREA, CONSENT, FAVOURITES, LISTNAV, TOOLS, FILTERS) as one chunk: see ../load-client.ts. */
import type { Namespaces, Translations } from '../../../locales/i18n-types';
import DETAIL from '../../../locales/fr/DETAIL/index';
import PROJECTS from '../../../locales/fr/PROJECTS/index';
import COSTS from '../../../locales/fr/COSTS/index';
import FORMS from '../../../locales/fr/FORMS/index';
import OWNER from '../../../locales/fr/OWNER/index';
import AREA from '../../../locales/fr/AREA/index';
import CONSENT from '../../../locales/fr/CONSENT/index';
import FAVOURITES from '../../../locales/fr/FAVOURITES/index';
import LISTNAV from '../../../locales/fr/LISTNAV/index';
import TOOLS from '../../../locales/fr/TOOLS/index';
import FILTERS from '../../../locales/fr/FILTERS/index';

export default { DETAIL, PROJECTS, COSTS, FORMS, OWNER, AREA, CONSENT, FAVOURITES, LISTNAV, TOOLS, FILTERS } as Pick<
  Translations,
  Namespaces
>;
