#!/usr/bin/env node
// The `caja` command: loads the TypeScript sources through tsx and hands over to the CLI.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
