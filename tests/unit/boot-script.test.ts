/** The boot script (worker/render/boot-script.ts): the site's stylesheet and the client entry come after the first frame, once. */
import { describe, expect, it } from 'vitest';
import { bootScript } from '../../worker/render/boot-script';

type Task = () => void;

/** Runs the boot script against a fake document; returns what it appended and the pending callbacks. */
function boot(visibilityState: 'visible' | 'hidden', src = '/assets/entry-X.js', css = '/assets/styles/site-X.css') {
  const appended: { type: string; src: string }[] = [];
  const links: Record<string, string>[] = [];
  const frames: Task[] = [];
  const timers: { fn: Task; ms: number }[] = [];
  const document = {
    visibilityState,
    createElement: (tag: string) => {
      expect(['script', 'link']).toContain(tag);
      return tag === 'script'
        ? { type: '', src: '' }
        : {
            rel: '',
            media: '',
            href: '',
            setAttribute(this: Record<string, string>, name: string, value: string) {
              this[name] = value;
            },
          };
    },
    head: { appendChild: (el: { type: string; src: string }) => appended.push(el) },
    body: {
      appendChild: (el: Record<string, unknown>) =>
        links.push(
          Object.fromEntries(Object.entries(el).filter(([, v]) => typeof v === 'string')) as Record<string, string>,
        ),
    },
  };
  new Function('document', 'requestAnimationFrame', 'setTimeout', bootScript(src, css))(
    document,
    (fn: Task) => frames.push(fn),
    (fn: Task, ms = 0) => timers.push({ fn, ms }),
  );
  return { appended, links, frames, timers };
}

const SITE_LINK = { rel: 'stylesheet', media: 'print', href: '/assets/styles/site-X.css', 'data-site-css': '' };

describe('boot script', () => {
  it('adds nothing before the first frame, then the site stylesheet for print and the entry as a module script in the task after it', () => {
    const { appended, links, frames, timers } = boot('visible');
    expect(appended).toEqual([]);
    expect(links).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]!();
    expect(appended).toEqual([]);
    expect(links).toEqual([]);
    const afterFrame = timers.find((t) => t.ms === 0)!;
    afterFrame.fn();
    expect(links).toEqual([SITE_LINK]);
    expect(appended).toEqual([{ type: 'module', src: '/assets/entry-X.js' }]);
  });

  it('adds the entry and the stylesheet once, even when the fallback timer fires too', () => {
    const { appended, links, frames, timers } = boot('visible');
    frames[0]!();
    for (const t of [...timers]) t.fn();
    expect(appended).toHaveLength(1);
    expect(links).toHaveLength(1);
  });

  it('falls back to a 1 s timer when no frame comes', () => {
    const { appended, timers } = boot('visible');
    expect(timers.map((t) => t.ms)).toEqual([1000]);
    timers[0]!.fn();
    expect(appended).toEqual([{ type: 'module', src: '/assets/entry-X.js' }]);
  });

  it('loads the entry and the stylesheet at once in a hidden tab', () => {
    const { appended, links, frames } = boot('hidden');
    expect(appended).toEqual([{ type: 'module', src: '/assets/entry-X.js' }]);
    expect(links).toEqual([SITE_LINK]);
    expect(frames).toEqual([]);
  });

  it('writes the URLs as script strings that cannot close the inline script', () => {
    const text = bootScript('/a</script><b>.js', '/c</script>.css');
    expect(text).not.toContain('</script>');
    const { appended, links } = boot('hidden', '/a</script><b>.js', '/c</script>.css');
    expect(appended[0]!.src).toBe('/a</script><b>.js');
    expect(links[0]!.href).toBe('/c</script>.css');
  });
});
