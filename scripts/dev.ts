/**
 * Developer watch mode (`npm run dev`): rebuilds the client bundle on change (Vite's build in watch
 * mode) and the client manifest after each rebuild and after each change under client/styles/
 * (the stylesheets are built from it, scripts/lib/build-styles.ts), and serves the worker with
 * `wrangler dev`, which reloads when the worker or its generated manifest changes.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { watch } from 'node:fs';
import { build } from 'vite';

const port = process.env.PORT ?? '8787';
const children: ChildProcess[] = [];

const writeManifest = () => {
  const run = spawnSync('tsx', ['scripts/build-manifest.ts'], { stdio: 'inherit' });
  if (run.status !== 0) console.error('dev: the client manifest could not be written (see above)');
};

let timer: ReturnType<typeof setTimeout> | undefined;
const writeManifestSoon = () => {
  clearTimeout(timer);
  timer = setTimeout(writeManifest, 150);
};

const watcher = await build({ mode: 'development', build: { watch: {} } });
if (!('on' in watcher)) throw new Error('dev: Vite did not start in watch mode');
watcher.on('event', (event) => {
  if (event.code === 'ERROR') console.error(event.error);
  if (event.code !== 'END') return;
  writeManifest();
  if (children.length) return;
  // SITE_URL: links in e-mails (reset links, confirmations) point at this local site (worker/config/site-url.ts).
  const wrangler = spawn(
    'wrangler',
    ['dev', '--port', port, '--var', 'DEVELOPMENT:1', '--var', `SITE_URL:http://localhost:${port}`],
    { stdio: 'inherit' },
  );
  wrangler.on('exit', (code) => code && stop());
  children.push(wrangler);
});
const styles = watch('client/styles', { recursive: true }, writeManifestSoon);

const stop = () => {
  clearTimeout(timer);
  styles.close();
  void watcher.close();
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
