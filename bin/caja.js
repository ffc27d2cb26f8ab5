#!/usr/bin/env node
// The `caja` command: loads the TypeScript sources through tsx and hands over to the CLI.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The Node flags `npm start` gives the server (package.json), which `caja serve` runs with too. */
function serverFlags() {
  const { scripts } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  return scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}

const missing = process.argv[2] === 'serve' ? serverFlags().filter((f) => !process.execArgv.includes(f)) : [];
if (missing.length > 0) {
  // V8 takes them only at start: the server runs in a child process that has them, and this
  // one passes signals on and leaves with its exit code.
  const child = spawn(process.execPath, [...process.execArgv, ...missing, ...process.argv.slice(1)], {
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' ? 130 : 1)));
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/cli/main.ts');
}
