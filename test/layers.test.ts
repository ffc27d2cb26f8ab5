import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The folders are layers: the domain knows nothing of the interfaces or of e-mail, e-mail
 * knows nothing of the console, and the text helpers both use sit below them all. A helper
 * two interfaces share moves down to a folder both import, never sideways into one of them.
 */
const SRC = resolve('src');

function sourceFiles(folder: string): string[] {
  return readdirSync(join(SRC, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => join(SRC, folder, name));
}

/** Every module a file imports (statically or dynamically), as a path below `src/` when it is one of ours. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+'([^']+)'/g),
    ...text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g),
  ].map((match) => match[1]!);
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith('#src/')) return [specifier.slice('#src/'.length)];
    if (specifier.startsWith('.')) return [relative(SRC, resolve(dirname(file), specifier))];
    return [];
  });
}

function offending(folder: string, forbidden: readonly string[]): string[] {
  return sourceFiles(folder).flatMap((file) =>
    importsOf(file)
      .filter((target) => forbidden.some((layer) => target === layer || target.startsWith(`${layer}/`)))
      .map((target) => `${relative(SRC, file)} → ${target}`),
  );
}

describe('layers', () => {
  it('finds the imports it checks (a check that reads nothing would pass anything)', () => {
    const imports = importsOf(join(SRC, 'mail', 'messages.ts'));
    expect(imports).toContain('text/format.js');
    expect(imports.some((target) => target.startsWith('mail/'))).toBe(true);
  });

  it('keeps the domain free of the interfaces, the processes and e-mail', () => {
    expect(offending('domain', ['http', 'mail', 'worker', 'start', 'cli', 'simulator', 'text'])).toEqual([]);
  });

  it('keeps e-mail free of the console and the other interfaces', () => {
    expect(offending('mail', ['http', 'worker', 'start', 'cli'])).toEqual([]);
  });

  it('keeps the text helpers below everything that uses them', () => {
    expect(offending('text', ['http', 'mail', 'domain', 'worker', 'start', 'cli', 'db', 'jobs'])).toEqual([]);
  });
});
