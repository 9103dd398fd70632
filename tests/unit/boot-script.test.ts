/** The boot script (worker/render/boot-script.ts): the client entry comes after the first frame, once, and nothing else. */
import { describe, expect, it } from 'vitest';
import { bootScript } from '../../worker/render/boot-script';

type Task = () => void;

/** Runs the boot script against a fake document; returns what it appended and the pending callbacks. */
function boot(visibilityState: 'visible' | 'hidden', src = '/assets/entry-X.js') {
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
  new Function('document', 'requestAnimationFrame', 'setTimeout', bootScript(src))(
    document,
    (fn: Task) => frames.push(fn),
    (fn: Task, ms = 0) => timers.push({ fn, ms }),
  );
  return { appended, frames, timers };
}

describe('boot script', () => {
  it('adds nothing before the first frame, then the entry as a module script in the task after it', () => {
    const { appended, frames, timers } = boot('visible');
    expect(appended).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]!();
    expect(appended).toEqual([]);
    const afterFrame = timers.find((t) => t.ms === 0)!;
    afterFrame.fn();
    expect(appended).toEqual([{ type: 'module', src: '/assets/entry-X.js' }]);
  });

  it('adds the entry once, even when the fallback timer fires too', () => {
    const { appended, frames, timers } = boot('visible');
    frames[0]!();
    for (const t of [...timers]) t.fn();
    expect(appended).toHaveLength(1);
  });

  it('falls back to a 1 s timer when no frame comes', () => {
    const { appended, timers } = boot('visible');
    expect(timers.map((t) => t.ms)).toEqual([1000]);
    timers[0]!.fn();
    expect(appended).toEqual([{ type: 'module', src: '/assets/entry-X.js' }]);
  });

  it('loads the entry at once in a hidden tab', () => {
    const { appended, frames } = boot('hidden');
    expect(appended).toEqual([{ type: 'module', src: '/assets/entry-X.js' }]);
    expect(frames).toEqual([]);
  });

  it('writes the URL as a script string that cannot close the inline script', () => {
    const text = bootScript('/a</script><b>.js');
    expect(text).not.toContain('</script>');
    expect(boot('hidden', '/a</script><b>.js').appended[0]!.src).toBe('/a</script><b>.js');
  });
});
