/**
 * The production settings' problems (./blockers.ts), logged once per isolate when the worker
 * starts serving, each naming the setting (`wrangler tail`); and the environment checked against
 * its schema (./env.ts) once per isolate by the background handlers (the queues' consumers and the
 * cron job), which load arktype (app/schema/arktype.ts) for it: a visitor's request never waits
 * for that. The worker tests check the suite's environment, made from wrangler.toml, against the
 * same schema (tests/worker/env-request.test.ts).
 */
import { arktypeReady } from '../../app/schema/arktype';
import { configOf } from './config';
import { environmentProblem, type Env } from './env';

let reported = false;
/** Logs each problem of the production settings once per isolate. */
export function reportSettings(env: Env, log: (line: string) => void = console.error): void {
  if (reported) return;
  reported = true;
  for (const problem of configOf(env).problems) log(`configuration: ${problem} (README "Production set-up")`);
}

let checked: Promise<void> | undefined;
/** Checks the environment against its schema once per isolate, logging what does not fit. */
export function checkEnvironment(env: Env, log: (line: string) => void = console.error): Promise<void> {
  checked ??= arktypeReady().then(() => {
    const problem = environmentProblem(env);
    if (problem) log(`configuration: ${problem}`);
  });
  return checked;
}
