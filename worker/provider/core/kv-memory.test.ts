/**
 * The isolate's memory of KV answers (worker/provider/core/kv-memory.ts): the period, the least
 * recently read going first past the key and byte limits, large texts not kept, the setting.
 */
import { describe, expect, it } from 'vitest';
import { dataMemoryMs, KvMemory } from './kv-memory';

const copy = (text: string, storedAt = 1) => ({ text, storedAt });

describe('KvMemory', () => {
  it('gives a copy back for less than the period after it was kept, then forgets it', () => {
    const clock = { now: 0 };
    const memory = new KvMemory(() => clock.now);
    memory.set('a', copy('{"v":1}', 42));
    clock.now = 4999;
    expect(memory.get('a', 5000)).toEqual({ text: '{"v":1}', storedAt: 42 });
    clock.now = 5000;
    expect(memory.get('a', 5000)).toBeNull();
    expect(memory.size).toBe(0);
  });

  it('replaces a key with the newer copy, its period starting again', () => {
    const clock = { now: 0 };
    const memory = new KvMemory(() => clock.now);
    memory.set('a', copy('old', 1));
    clock.now = 4000;
    memory.set('a', copy('new', 2));
    clock.now = 8000;
    expect(memory.get('a', 5000)).toEqual({ text: 'new', storedAt: 2 });
    expect(memory.size).toBe(1);
  });

  it('lets the least recently read key go first when there are too many', () => {
    const memory = new KvMemory(() => 0, 3);
    for (const key of ['a', 'b', 'c']) memory.set(key, copy(key));
    memory.get('a', 1000);
    memory.set('d', copy('d'));
    expect(memory.get('b', 1000)).toBeNull();
    expect(['a', 'c', 'd'].map((key) => memory.get(key, 1000)?.text)).toEqual(['a', 'c', 'd']);
  });

  it('keeps the texts within its byte budget, and never a text larger than a quarter of it', () => {
    const memory = new KvMemory(() => 0, 100, 400);
    memory.set('big', copy('x'.repeat(51)));
    expect(memory.get('big', 1000)).toBeNull();
    memory.set('a', copy('a'.repeat(50)));
    memory.set('b', copy('b'.repeat(50)));
    memory.set('c', copy('c'.repeat(50)));
    expect(memory.size).toBe(3);
    memory.set('d', copy('d'.repeat(50)));
    memory.set('e', copy('e'.repeat(50)));
    expect(memory.size).toBe(4);
    expect(memory.get('a', 1000)).toBeNull();
    expect(memory.get('e', 1000)?.text).toBe('e'.repeat(50));
  });
});

describe('DATA_MEMORY_SECONDS', () => {
  it('is a whole number of seconds from 1 to 60; anything else turns the memory off', () => {
    expect(dataMemoryMs('5')).toBe(5000);
    expect(dataMemoryMs('60')).toBe(60_000);
    for (const off of [undefined, '', '0', '-1', '1.5', '61', 'five']) expect(dataMemoryMs(off), String(off)).toBe(0);
  });
});
