/**
 * Finds the system Chromium (Debian package `chromium`); when missing, installs it with apt-get
 * where that is possible (root), and otherwise fails with a clear message. Test tools' own
 * browser downloads cannot work on our machines.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
].filter(Boolean) as string[];

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function chromiumPath(): string {
  const found = CANDIDATES.find((p) => existsSync(p));
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    try {
      console.log('chromium: not found, installing the Debian package "chromium"…');
      execFileSync('apt-get', ['update'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    } catch (error) {
      throw new Error(
        `chromium: apt-get install chromium failed (${(error as Error).message}). Install it by hand: apt-get install chromium`,
      );
    }
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    'chromium: no Chromium found at /usr/bin/chromium. Install the Debian package: sudo apt-get install chromium (or set CHROMIUM_PATH).',
  );
}
