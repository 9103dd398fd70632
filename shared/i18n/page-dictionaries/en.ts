/** The en namespaces of the detail pages (DETAIL, PROJECTS, COSTS, FORMS, OWNER, AREA, CONSENT, FAVOURITES, LISTNAV, TOOLS, FILTERS) as one chunk: see ../load-client.ts. */
import type { Namespaces, Translations } from '../../../locales/i18n-types';
import DETAIL from '../../../locales/en/DETAIL/index';
import PROJECTS from '../../../locales/en/PROJECTS/index';
import COSTS from '../../../locales/en/COSTS/index';
import FORMS from '../../../locales/en/FORMS/index';
import OWNER from '../../../locales/en/OWNER/index';
import AREA from '../../../locales/en/AREA/index';
import CONSENT from '../../../locales/en/CONSENT/index';
import FAVOURITES from '../../../locales/en/FAVOURITES/index';
import LISTNAV from '../../../locales/en/LISTNAV/index';
import TOOLS from '../../../locales/en/TOOLS/index';
import FILTERS from '../../../locales/en/FILTERS/index';

export default { DETAIL, PROJECTS, COSTS, FORMS, OWNER, AREA, CONSENT, FAVOURITES, LISTNAV, TOOLS, FILTERS } as Pick<
  Translations,
  Namespaces
>;
