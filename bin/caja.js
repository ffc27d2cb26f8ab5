#!/usr/bin/env node
// The `caja` command. `caja serve` and `caja worker` run the compiled processes in dist/ with
// plain node and the Node flags `npm start` gives them; every other command is the CLI, whose
// TypeScript sources load through tsx.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const PROCESSES = { serve: 'server', worker: 'worker' };
const [command, ...rest] = process.argv.slice(2);

if (Object.hasOwn(PROCESSES, command ?? '') && rest.length === 0) {
  const { ensureBuilt } = await import('../scripts/build.mjs');
  await ensureBuilt();
  const entry = fileURLToPath(new URL(`../dist/${PROCESSES[command]}.js`, import.meta.url));
  // V8 takes its flags only at start: the process runs as a child that has them. This one
  // passes signals on (it may be PID 1 in a container) and leaves with the child's exit code.
  const child = spawn(process.execPath, [...serverFlags(), entry], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' ? 130 : 143)));
} else {
  const { register } = await import('tsx/esm/api');
  // The repository's tsconfig maps @caja/sdk to its sources, from whatever folder this runs in.
  register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
  await import('../src/cli/main.ts');
}

/** The Node flags of `npm start` (package.json). */
function serverFlags() {
  const { scripts } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  return scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}
