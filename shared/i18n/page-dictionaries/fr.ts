/** The fr namespaces of the detail pages (DETAIL, PROJECTS, COSTS, FORMS, OWNER, LISTNAV) as one chunk: see ../load-client.ts. */
import type { Namespaces, Translations } from '../../../locales/i18n-types';
import DETAIL from '../../../locales/fr/DETAIL/index';
import PROJECTS from '../../../locales/fr/PROJECTS/index';
import COSTS from '../../../locales/fr/COSTS/index';
import FORMS from '../../../locales/fr/FORMS/index';
import OWNER from '../../../locales/fr/OWNER/index';
import LISTNAV from '../../../locales/fr/LISTNAV/index';

export default { DETAIL, PROJECTS, COSTS, FORMS, OWNER, LISTNAV } as Pick<Translations, Namespaces>;
