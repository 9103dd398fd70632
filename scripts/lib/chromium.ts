/**
 * Finds the system Chromium (Debian package `chromium`); when missing, installs it with apt-get
 * where that is possible (root), and otherwise fails with a clear message. Test tools' own
 * browser downloads cannot work on our machines. Also makes sure the fonts the stylesheet's
 * metric-matched fallback names are there (Debian `fonts-liberation`: Liberation Sans, metric-
 * compatible with Arial): without them the fallback is the unadjusted system font, wider than
 * Inter, and a page laid out before the web font arrives differs from the one after it (what
 * tests/e2e/layout.test.ts checks, and what a visitor on a slow line sees).
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

export const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const FALLBACK_FONT_DIR = '/usr/share/fonts/truetype/liberation';

export function aptInstall(packages: string[]): void {
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** Installs the metric-compatible fallback fonts where they are missing and that is possible (root). */
function ensureFallbackFonts(): void {
  if (existsSync(FALLBACK_FONT_DIR) || !isRoot) return;
  try {
    console.log('fonts: Liberation Sans not found, installing the Debian package "fonts-liberation"…');
    aptInstall(['fonts-liberation']);
  } catch (error) {
    throw new Error(
      `fonts: apt-get install fonts-liberation failed (${(error as Error).message}). Install it by hand: apt-get install fonts-liberation`,
    );
  }
}

export function chromiumPath(): string {
  ensureFallbackFonts();
  const found = CANDIDATES.find((p) => existsSync(p));
  if (found) return found;
  if (isRoot) {
    try {
      console.log('chromium: not found, installing the Debian package "chromium"…');
      aptInstall(['chromium']);
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
