/** The de namespaces of the detail pages (DETAIL, PROJECTS, COSTS, FORMS, OWNER, LISTNAV) as one chunk: see ../load-client.ts. */
import type { Namespaces, Translations } from '../../../locales/i18n-types';
import DETAIL from '../../../locales/de/DETAIL/index';
import PROJECTS from '../../../locales/de/PROJECTS/index';
import COSTS from '../../../locales/de/COSTS/index';
import FORMS from '../../../locales/de/FORMS/index';
import OWNER from '../../../locales/de/OWNER/index';
import LISTNAV from '../../../locales/de/LISTNAV/index';

export default { DETAIL, PROJECTS, COSTS, FORMS, OWNER, LISTNAV } as Pick<Translations, Namespaces>;
