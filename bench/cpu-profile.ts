import { copyFileSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The parts of a V8 `.cpuprofile` (what `node --cpu-prof` writes) that a summary needs. */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/**
 * Copies the main thread's profile out of `dir` (where `node --cpu-prof` wrote it as the process
 * exited) to bench/results/<name>.cpuprofile, for Chrome DevTools, and returns that path. The
 * main thread's profile is the largest; tsx's loader thread writes one too.
 */
export function keepMainProfile(dir: string, name: string): string {
  const main = readdirSync(dir)
    .map((f) => join(dir, f))
    .sort((a, b) => statSync(b).size - statSync(a).size)[0]!;
  mkdirSync('bench/results', { recursive: true });
  const kept = join('bench/results', `${name}.cpuprofile`);
  copyFileSync(main, kept);
  return kept;
}

export interface SelfTime {
  name: string;
  /** Microseconds of CPU per response. */
  us: number;
  share: number;
}

export interface ProfileSummary {
  sampledMs: number;
  byFunction: SelfTime[];
  byPackage: SelfTime[];
}

const ROOT = `file://${process.cwd()}/`;

/** `node_modules/fastify`, `src/db/type-parsers.ts`, `node:internal`, `(garbage collector)`, … */
function packageOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node:internal';
  const path = url.replace(ROOT, '');
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  return inModules ? `node_modules/${inModules[1]}` : path;
}

/**
 * Self time by function and by package of the samples taken between `fromUs` and `toUs` (the
 * profile's clock, which is the monotonic clock `process.hrtime` reads), per response.
 */
export function summarizeProfile(
  path: string,
  window: { fromUs: number; toUs: number },
  responses: number,
  top = 25,
): ProfileSummary {
  const profile = JSON.parse(readFileSync(path, 'utf8')) as CpuProfile;
  const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  let total = 0;
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i]!;
    const next = at + (profile.timeDeltas[i + 1] ?? 0);
    if (at < window.fromUs || at > window.toUs) continue;
    const frame = frames.get(profile.samples[i]!)!;
    const spent = next - at;
    const name = `${frame.functionName || '(anonymous)'} ${frame.url.replace(ROOT, '')}:${frame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + spent);
    const pkg = packageOf(frame.url, frame.functionName);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + spent);
    total += spent;
  }
  const rank = (times: Map<string, number>) =>
    [...times]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, us: us / Math.max(1, responses), share: us / Math.max(1, total) }));
  return { sampledMs: total / 1000, byFunction: rank(byFunction), byPackage: rank(byPackage) };
}

export function renderSummary(title: string, rows: SelfTime[]): string {
  const lines = rows.map(
    (r) => `${(r.share * 100).toFixed(1).padStart(5)}%  ${r.us.toFixed(1).padStart(7)} µs  ${r.name}`,
  );
  return [`${title}   (share of samples, µs per response)`, ...lines].join('\n');
}
