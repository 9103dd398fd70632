/** The de namespaces of the detail pages (DETAIL, PROJECTS, COSTS) as one chunk: see ../load-client.ts. */
import type { Namespaces, Translations } from '../../../locales/i18n-types';
import DETAIL from '../../../locales/de/DETAIL/index';
import PROJECTS from '../../../locales/de/PROJECTS/index';
import COSTS from '../../../locales/de/COSTS/index';

export default { DETAIL, PROJECTS, COSTS } as Pick<Translations, Namespaces>;
