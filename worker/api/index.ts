/**
 * The JSON API under /api (docs/api.md): the GET routes of the site's reads, made from their one
 * list (../reads/reads.ts), the forms' posts and the owner portal's endpoints.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { readRoutes } from '../reads/reads';
import { withProvider } from '../middleware/provider';
import { withQueryLang } from '../middleware/lang';
import { formsApi } from './forms';
import { ownerApi } from '../owner/api';
import { failureAnswer } from '../failure';

export const api = new Hono<AppEnv>();
api.use('*', withProvider);
api.use('*', withQueryLang);
api.route('/', readRoutes());
api.route('/', formsApi);
api.route('/owner', ownerApi);

// A provider failure answers 503 'API ERROR'; a bug 500, logged with its stack (../failure.ts).
api.onError((err, c) => failureAnswer(c, err));
api.notFound((c) => c.json({ error: 'Not found' }, 404));
