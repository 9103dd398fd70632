/**
 * Developer watch mode (`npm run dev`): rebuilds the client bundle on change (vite build --watch)
 * and serves the worker with `wrangler dev`, which reloads on worker changes.
 */
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '8787';
const children = [
  spawn('vite', ['build', '--watch', '--mode', 'development'], { stdio: 'inherit' }),
  spawn('wrangler', ['dev', '--port', port], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
