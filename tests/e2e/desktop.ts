/**
 * A Chromium driven like a person's, without DevTools: Chromium refuses every prerender while a
 * DevTools client is attached (`PrerenderingDisabledByDevTools`, whatever the client: Playwright
 * or raw CDP), so what speculation rules do for a visitor cannot be observed through Playwright.
 * This starts a virtual display (Xvfb), a headful Chromium in kiosk mode on it with no debugging
 * port or pipe, and moves and clicks its real pointer with xdotool. The pages report what they
 * see through ./report-proxy.ts. Needs the Debian packages `xvfb` and `xdotool`, installed here
 * where they are missing and that is possible (root), as ../../scripts/lib/chromium.ts does for the browser.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aptInstall, chromiumPath, isRoot } from '../../scripts/lib/chromium';

function ensureDesktopTools(): void {
  if (existsSync('/usr/bin/Xvfb') && existsSync('/usr/bin/xdotool')) return;
  if (!isRoot) {
    throw new Error('desktop: Xvfb and xdotool are missing. Install them: sudo apt-get install xvfb xdotool');
  }
  console.log('desktop: installing the Debian packages "xvfb" and "xdotool"…');
  aptInstall(['xvfb', 'xdotool']);
}

/** Resolves once `check` holds, polling a local state (a socket file, a process), or fails after `ms`. */
async function until(check: () => boolean, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`desktop: ${what} did not happen within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export interface Desktop {
  /** Moves the real pointer to a point of the screen (CSS pixels at scale 1). */
  move(x: number, y: number): void;
  /** Clicks the left button where the pointer is. */
  click(): void;
  close(): Promise<void>;
}

/** Opens `url` in a headful Chromium without DevTools, full screen on a virtual display of `width` × `height`. */
export async function openDesktop(url: string, width = 1280, height = 900): Promise<Desktop> {
  ensureDesktopTools();
  let display = 90;
  while (existsSync(`/tmp/.X11-unix/X${display}`) || existsSync(`/tmp/.X${display}-lock`)) display++;
  const env = { ...process.env, DISPLAY: `:${display}` };
  const processes: ChildProcess[] = [];
  const xvfb = spawn('Xvfb', [`:${display}`, '-screen', '0', `${width}x${height}x24`, '-nolisten', 'tcp'], {
    stdio: 'ignore',
  });
  processes.push(xvfb);
  await until(() => existsSync(`/tmp/.X11-unix/X${display}`) || xvfb.exitCode !== null, 15_000, 'Xvfb start');
  if (xvfb.exitCode !== null) throw new Error(`desktop: Xvfb exited with ${xvfb.exitCode}`);
  const profile = mkdtempSync(join(tmpdir(), 'desktop-chromium-'));
  const browser = spawn(
    chromiumPath(),
    [
      '--no-sandbox',
      '--disable-gpu',
      '--kiosk',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      '--password-store=basic',
      `--window-size=${width},${height}`,
      '--window-position=0,0',
      `--user-data-dir=${profile}`,
      url,
    ],
    { stdio: 'ignore', env },
  );
  processes.push(browser);
  const xdotool = (...args: string[]) => execFileSync('xdotool', args, { env, stdio: 'ignore' });
  return {
    move: (x, y) => xdotool('mousemove', String(Math.round(x)), String(Math.round(y))),
    click: () => xdotool('click', '1'),
    async close() {
      for (const p of processes.reverse()) {
        if (p.exitCode === null) p.kill('SIGTERM');
        await until(() => p.exitCode !== null || p.signalCode !== null, 10_000, 'process exit').catch(() =>
          p.kill('SIGKILL'),
        );
      }
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
