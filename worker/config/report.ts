/**
 * The production settings' problems (./blockers.ts), logged once per isolate when the worker
 * starts serving, each naming the setting (`wrangler tail`).
 */
import { configOf } from './config';
import type { Env } from './env';

let reported = false;
/** Logs each problem of the production settings once per isolate. */
export function reportSettings(env: Env, log: (line: string) => void = console.error): void {
  if (reported) return;
  reported = true;
  for (const problem of configOf(env).problems) log(`configuration: ${problem} (README "Production set-up")`);
}
