/**
 * A feature that production settings leave unusable (./blockers.ts) refuses with 503: the caller
 * answers with its own clear page or JSON in the visitor's language, stores nothing, and this logs
 * one line naming the settings.
 */
import type { Feature } from './blockers';
import { configOf } from './config';
import type { Env } from './env';

/** The settings that keep `feature` from working, logged as one line; null when it works. */
export function refusedFeature(env: Env, feature: Feature, where: string): readonly string[] | null {
  const blockers = configOf(env).blockers[feature];
  if (blockers.length === 0) return null;
  console.error(`configuration: ${where} refused (503): ${blockers.join('; ')}`);
  return blockers;
}
