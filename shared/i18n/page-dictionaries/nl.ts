/** The nl namespaces of the detail pages (DETAIL, PROJECTS, COSTS) as one chunk: see ../load-client.ts. */
import type { Namespaces, Translations } from '../../../locales/i18n-types';
import DETAIL from '../../../locales/nl/DETAIL/index';
import PROJECTS from '../../../locales/nl/PROJECTS/index';
import COSTS from '../../../locales/nl/COSTS/index';

export default { DETAIL, PROJECTS, COSTS } as Pick<Translations, Namespaces>;
