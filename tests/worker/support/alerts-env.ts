/** The worker environment of the search-alert suites: D1 provider, a recorded mail binding, the site's URL and the alert secret. */
import { env } from 'cloudflare:workers';
import type { Env } from '../../../worker/env';
import type { mailRecorder } from './leads';

export const ALERTS_ORIGIN = 'https://www.belvue-immo.example';

export const alertsEnv = (mail: ReturnType<typeof mailRecorder>): Env => ({
  ...env,
  PROVIDER: 'd1',
  EMAIL: mail.binding,
  SITE_URL: ALERTS_ORIGIN,
  ALERT_SECRET: 'alert-test-secret-0123456789',
  AGENCY_EMAIL: 'agency@belvue-immo.example',
});
