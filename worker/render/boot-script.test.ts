/** The boot script (worker/render/boot-script.ts): the client entry comes after the first contentful paint, once, and nothing else. */
import { describe, expect, it } from 'vitest';
import { bootScript } from './boot-script';

type Task = () => void;

interface Entry {
  name: string;
}
/** A fake PerformanceObserver: `paint(name)` delivers a paint entry to every observer still connected. */
function fakeObserver(supportedEntryTypes: string[]) {
  const observers: {
    cb: (list: { getEntriesByName(n: string): Entry[] }, o: unknown) => void;
    on: boolean;
    options?: unknown;
  }[] = [];
  class FakeObserver {
    static supportedEntryTypes = supportedEntryTypes;
    private readonly self: (typeof observers)[number];
    constructor(cb: (typeof observers)[number]['cb']) {
      this.self = { cb, on: false };
      observers.push(this.self);
    }
    observe(options: unknown) {
      this.self.on = true;
      this.self.options = options;
    }
    disconnect() {
      this.self.on = false;
    }
  }
  const paint = (name: string) => {
    for (const o of observers.filter((x) => x.on)) {
      const self = { disconnect: () => (o.on = false) };
      o.cb({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }, self);
    }
  };
  return { FakeObserver, observers, paint };
}

/** Runs the boot script against a fake document; returns what it appended and the pending callbacks. */
function boot(
  visibilityState: 'visible' | 'hidden',
  src = '/assets/entry-X.js',
  observer: ReturnType<typeof fakeObserver> | null = fakeObserver(['paint', 'largest-contentful-paint']),
) {
  const appended: { type: string; src: string }[] = [];
  const frames: Task[] = [];
  const timers: { fn: Task; ms: number }[] = [];
  const document = {
    visibilityState,
    createElement: (tag: string) => {
      expect(tag).toBe('script');
      return { type: '', src: '' };
    },
    head: { appendChild: (el: { type: string; src: string }) => appended.push(el) },
    body: {
      appendChild: () => {
        throw new Error('the boot script adds nothing to <body>');
      },
    },
  };
  new Function('document', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', bootScript(src))(
    document,
    (fn: Task) => frames.push(fn),
    (fn: Task, ms = 0) => timers.push({ fn, ms }),
    observer?.FakeObserver,
  );
  return { appended, frames, timers };
}

describe('boot script', () => {
  it('adds nothing before the first contentful paint, then the entry as a module script in the task after it', () => {
    const observer = fakeObserver(['paint']);
    const { appended, frames, timers } = boot('visible', undefined, observer);
    expect(observer.observers[0]?.options).toEqual({ type: 'paint', buffered: true });
    expect(frames).toEqual([]);
    observer.paint('first-paint');
    expect(timers.map((t) => t.ms)).toEqual([1000]);
    observer.paint('first-contentful-paint');
    expect(appended).toEqual([]);
    expect(observer.observers[0]?.on).toBe(false);
    const afterPaint = timers.find((t) => t.ms === 0)!;
    afterPaint.fn();
    expect(appended).toEqual([{ type: 'module', src: '/assets/entry-X.js' }]);
  });

  it('waits for a frame, then a task, where the browser has no paint timing', () => {
    for (const observer of [null, fakeObserver(['navigation', 'resource'])]) {
      const { appended, frames, timers } = boot('visible', undefined, observer);
      expect(observer?.observers ?? []).toEqual([]);
      expect(frames).toHaveLength(1);
      frames[0]!();
      expect(appended).toEqual([]);
      timers.find((t) => t.ms === 0)!.fn();
      expect(appended).toEqual([{ type: 'module', src: '/assets/entry-X.js' }]);
    }
  });

  it('adds the entry once, even when the fallback timer fires too', () => {
    const observer = fakeObserver(['paint']);
    const { appended, timers } = boot('visible', undefined, observer);
    observer.paint('first-contentful-paint');
    for (const t of [...timers]) t.fn();
    expect(appended).toHaveLength(1);
  });

  it('falls back to a 1 s timer when no paint comes', () => {
    const { appended, timers } = boot('visible');
    expect(timers.map((t) => t.ms)).toEqual([1000]);
    timers[0]!.fn();
    expect(appended).toEqual([{ type: 'module', src: '/assets/entry-X.js' }]);
  });

  it('loads the entry at once in a hidden tab', () => {
    const observer = fakeObserver(['paint']);
    const { appended, frames } = boot('hidden', undefined, observer);
    expect(appended).toEqual([{ type: 'module', src: '/assets/entry-X.js' }]);
    expect(frames).toEqual([]);
    expect(observer.observers).toEqual([]);
  });

  it('writes the URL as a script string that cannot close the inline script', () => {
    const text = bootScript('/a</script><b>.js');
    expect(text).not.toContain('</script>');
    expect(boot('hidden', '/a</script><b>.js').appended[0]!.src).toBe('/a</script><b>.js');
  });
});
