/** Focus carried from a replaced filter form to the one that takes its place (shared/components/listing/carry-focus.ts). */
import { afterEach, describe, expect, it } from 'vitest';
import { carryFocus } from '../../shared/components/listing/carry-focus';

/** A minimal document: which element has focus; removing the focused element leaves it on the body. */
const body = { name: 'body' };
const doc = { activeElement: body as unknown, body };

interface FakeField {
  name: string;
  focus(opts?: FocusOptions): void;
}
function fakeForm(names: string[]) {
  const elements: FakeField[] = names.map((name) => ({
    name,
    focus() {
      doc.activeElement = this;
    },
  }));
  const form = {
    elements,
    contains: (el: unknown) => elements.includes(el as FakeField),
  };
  return form as unknown as HTMLFormElement & { elements: FakeField[] };
}

/** React's order in one commit: the old form's ref cleanup, the old DOM removed, the new form's ref. */
function replace(cleanup: (() => void) | undefined, old: { elements: FakeField[] }, next: HTMLFormElement) {
  cleanup?.();
  if (old.elements.includes(doc.activeElement as FakeField)) doc.activeElement = body;
  return carryFocus(next);
}

(globalThis as { document?: unknown }).document = doc;
afterEach(async () => {
  await Promise.resolve();
  doc.activeElement = body;
});

describe('carryFocus', () => {
  it('focuses the field at the same position in the form that replaces the focused one', () => {
    const fallback = fakeForm(['city', 'radius', 'type']);
    const cleanup = carryFocus(fallback);
    fallback.elements[2]!.focus();
    const full = fakeForm(['city', 'radius', 'type']);
    replace(cleanup, fallback, full);
    expect(doc.activeElement).toBe(full.elements[2]);
  });

  it('does nothing when no field of the old form had focus', () => {
    const old = fakeForm(['city', 'type']);
    const cleanup = carryFocus(old);
    const elsewhere = { name: 'h1' };
    doc.activeElement = elsewhere;
    const next = fakeForm(['city', 'type']);
    replace(cleanup, old, next);
    expect(doc.activeElement).toBe(elsewhere);
  });

  it('leaves focus alone when it went somewhere else before the new form came', () => {
    const old = fakeForm(['city']);
    const cleanup = carryFocus(old);
    old.elements[0]!.focus();
    cleanup?.();
    const heading = { name: 'h1' };
    doc.activeElement = heading;
    carryFocus(fakeForm(['city']));
    expect(doc.activeElement).toBe(heading);
  });

  it('forgets the position after the commit: a form mounted later takes no focus', async () => {
    const old = fakeForm(['city']);
    const cleanup = carryFocus(old);
    old.elements[0]!.focus();
    cleanup?.();
    doc.activeElement = body;
    await Promise.resolve();
    const later = fakeForm(['city']);
    carryFocus(later);
    expect(doc.activeElement).toBe(body);
  });
});
