/** The JSON API under /api (docs/api.md). Each concern lives in its own file and is mounted here. */
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { siteApi } from './site';
import { catalogueApi } from './catalogue';
import { propertiesApi } from './properties';
import { mapPropertiesApi } from './map-properties';
import { searchApi } from './search';
import { purchaseCostsApi } from './purchase-costs';
import { withProvider } from '../middleware/provider';
import { withQueryLang } from '../middleware/lang';
import { formsApi } from './forms';
import { appointmentsApi } from './appointments';
import { ownerApi } from '../owner/api';
import { failureAnswer } from '../failure';

export const api = new Hono<AppEnv>();
api.use('*', withProvider);
api.use('*', withQueryLang);
api.route('/', siteApi);
api.route('/', catalogueApi);
api.route('/', propertiesApi);
api.route('/', mapPropertiesApi);
api.route('/', searchApi);
api.route('/', purchaseCostsApi);
api.route('/', formsApi);
api.route('/', appointmentsApi);
api.route('/owner', ownerApi);

// A provider failure answers 503 'API ERROR'; a bug 500, logged with its stack (../failure.ts).
api.onError((err, c) => failureAnswer(c, err));
api.notFound((c) => c.json({ error: 'Not found' }, 404));
