// `npm start`: install what is missing, build, then run the server (which migrates the database first).
import { spawn } from 'node:child_process';
import { ensureDeps } from './ensure-deps.mjs';
import { build } from './build.mjs';
import { ensureNode } from './node-runtime.mjs';

await ensureNode();
ensureDeps();
build();
const child = spawn(process.execPath, ['dist/server/index.js'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
