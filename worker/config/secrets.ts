/**
 * The worker's secrets and their rules. Development is only what `npm start`, `npm run dev` and
 * the test set-ups declare with `DEVELOPMENT=1` (a `--var` of `wrangler dev`, a binding of the
 * worker tests); a deployment never has it, so a forgotten secret fails closed there.
 * - In development a missing secret takes a clearly named development value (`development-only-…`).
 * - Anywhere else a secret shorter than 32 characters or a development value is unusable: the
 *   features that need it refuse (./blockers.ts). It never falls back to a shared constant.
 */
export type Secret = 'FORM_SECRET' | 'ALERT_SECRET' | 'PREVIEW_SECRET';

export const SECRETS: readonly Secret[] = ['FORM_SECRET', 'ALERT_SECRET', 'PREVIEW_SECRET'];

export const DEVELOPMENT_VALUES: Record<Secret, string> = {
  FORM_SECRET: 'development-only-form-secret',
  ALERT_SECRET: 'development-only-alert-secret-not-for-production',
  PREVIEW_SECRET: 'development-only-preview-secret',
};
export const MIN_SECRET_LENGTH = 32;

export const isSecret = (setting: string): setting is Secret => (SECRETS as readonly string[]).includes(setting);

/** Why a set secret (trimmed) cannot be used in production, or null when it can. */
export function secretProblem(value: string): string | null {
  if (Object.values(DEVELOPMENT_VALUES).includes(value)) return 'a development value';
  if (value.length < MIN_SECRET_LENGTH) return `shorter than ${MIN_SECRET_LENGTH} characters`;
  return null;
}

/** A secret's value: the configured one, or in development the named development value; null when production has none usable. */
export function secretValue(secret: Secret, raw: string | undefined, development: boolean): string | null {
  const value = raw?.trim() ?? '';
  if (development) return value || DEVELOPMENT_VALUES[secret];
  return value !== '' && secretProblem(value) === null ? value : null;
}
