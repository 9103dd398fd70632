/**
 * A period set in wrangler.toml `[vars]` as whole seconds (`PAGE_CACHE_SECONDS`,
 * `DATA_MEMORY_SECONDS`): milliseconds when it is a whole number from 1 to `maxSeconds`; anything
 * else (unset, 0, negative, a fraction, too long, not a number) turns the feature off (0).
 */
export function periodMs(setting: string | undefined, maxSeconds: number): number {
  const seconds = Number(setting ?? '0');
  return Number.isInteger(seconds) && seconds > 0 && seconds <= maxSeconds ? seconds * 1000 : 0;
}
