/** A fake Omnicasa API installed around each test of the calling suite: reset before, removed after (tests/support/fake-omnicasa.ts). */
import { afterEach, beforeEach } from 'vitest';
import { createFakeOmnicasa, type FakeOmnicasa, type FakeOmnicasaOptions } from '../../support/fake-omnicasa';

export function useFakeOmnicasa(options: FakeOmnicasaOptions = {}): FakeOmnicasa {
  const fake = createFakeOmnicasa(options);
  let restore: () => void = () => undefined;
  beforeEach(() => {
    fake.reset();
    restore = fake.install();
  });
  afterEach(() => restore());
  return fake;
}
