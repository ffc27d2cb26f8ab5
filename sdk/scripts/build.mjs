// Builds the package into dist/, as a project of one's own installs it: one ESM and one CommonJS
// bundle of src/ (esbuild), and the declarations twice (tsc), as .d.ts for `import` and as .d.cts
// for `require`, so that each kind of project reads types of its own module format. `npm pack`
// runs this first (prepack). The tools are the repository's own (esbuild, typescript).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(packageRoot, 'dist');
const require = createRequire(import.meta.url);

rmSync(dist, { recursive: true, force: true });

const esbuild = await import('esbuild');
for (const [format, outfile] of [
  ['esm', 'dist/index.js'],
  ['cjs', 'dist/index.cjs'],
]) {
  await esbuild.build({
    absWorkingDir: packageRoot,
    entryPoints: ['src/index.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    format,
    target: 'node20.11',
    logLevel: 'warning',
  });
}

const tsc = join(dirname(require.resolve('typescript/package.json')), 'bin', 'tsc');
execFileSync(process.execPath, [tsc, '-p', join(packageRoot, 'tsconfig.build.json')], { stdio: 'inherit' });

// A .d.cts reads its neighbours as .d.cts: `./client.js` becomes `./client.cjs`.
const relativeSpecifier = /((?:from|import)\s*\(?\s*)(['"])(\.{1,2}\/[^'"]*?)\.js\2/g;
for (const file of declarationFiles(dist)) {
  const text = readFileSync(file, 'utf8');
  writeFileSync(file.replace(/\.d\.ts$/, '.d.cts'), text.replace(relativeSpecifier, '$1$2$3.cjs$2'));
}

function declarationFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return declarationFiles(path);
    return entry.name.endsWith('.d.ts') ? [path] : [];
  });
}
