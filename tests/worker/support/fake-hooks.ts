/** A fake CRM (tests/support/fake-omnicasa.ts, fake-whise.ts) installed over globalThis.fetch for the whole calling suite: before its first test, removed after its last. */
import { afterAll, beforeAll } from 'vitest';

export function installForSuite(fake: { install(): () => void }): void {
  let restore: () => void = () => undefined;
  beforeAll(() => {
    restore = fake.install();
  });
  afterAll(() => restore());
}
