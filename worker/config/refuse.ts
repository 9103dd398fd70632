/**
 * A feature that production settings leave unusable (./settings.ts) refuses with 503: the caller
 * answers with its own clear page or JSON in the visitor's language, stores nothing, and this logs
 * one line naming the settings.
 */
import { blockersOf, type Feature, type SettingsEnv } from './settings';

/** The settings that keep `feature` from working, logged as one line; null when it works. */
export function refusedFeature(env: SettingsEnv, feature: Feature, where: string): string[] | null {
  const blockers = blockersOf(env, feature);
  if (blockers.length === 0) return null;
  console.error(`configuration: ${where} refused (503): ${blockers.join('; ')}`);
  return blockers;
}
