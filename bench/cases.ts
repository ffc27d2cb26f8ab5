import { Sample, slice, summarize, type Target } from './load.js';
import type { CaseResult } from './report.js';
import { processCpuMs, type RunningServer } from './servers.js';

export interface BenchCase {
  id: string;
  label: string;
  side: 'caja' | 'reference';
  /** The server process under load, for its CPU time. */
  pid: number;
  target: Target;
  expectedStatus: number;
}

export const PAGE_1 = '/customers?limit=25';
/** A page far into the list (after 50,000 rows), reached by a cursor the bench builds from the data. */
export const DEEP_PAGE = 2001;
export const pageAfter = (cursor: string) => `/customers?limit=25&starting_after=${cursor}`;

/** The cases, in table order. */
export function benchCases(
  caja: RunningServer,
  reference: RunningServer,
  key: string,
  paths: { page20: string; deep: string },
): BenchCase[] {
  const auth = { authorization: `Bearer ${key}` };
  // Well formed, so it gets as far as the key lookup, but no such key exists.
  const unknownKey = { authorization: `Bearer caja_live_${'x'.repeat(40)}` };
  const at = (
    id: string,
    label: string,
    server: RunningServer,
    path: string,
    expectedStatus: number,
    headers?: Record<string, string>,
  ): BenchCase => ({
    id,
    label,
    side: server === caja ? 'caja' : 'reference',
    pid: server.pid,
    target: { url: server.baseUrl + path, ...(headers ? { headers } : {}) },
    expectedStatus,
  });
  return [
    at('caja-p1', '1 Caja, page 1', caja, PAGE_1, 200, auth),
    at('ref-p1', '2 Reference, page 1', reference, PAGE_1, 200),
    at('caja-p20', '3 Caja, page 20', caja, paths.page20, 200, auth),
    at('ref-p20', '4 Reference, page 20', reference, paths.page20, 200),
    at('caja-deep', `5 Caja, page ${DEEP_PAGE.toLocaleString('en-US')}`, caja, paths.deep, 200, auth),
    at('caja-401-none', '6 Caja, rejected (no key)', caja, PAGE_1, 401),
    at('caja-401-bad', '7 Caja, rejected (unknown key)', caja, PAGE_1, 401, unknownKey),
    // What this machine allows any Fastify server that answers without work: the ceiling for 6 and 7.
    at('ref-404', '8 Reference, unknown route (404)', reference, '/nothing', 404),
  ];
}

/**
 * Warms every case up once, then measures them in `rounds` slices of `durationS / rounds`
 * seconds: round 1 in table order, round 2 in reverse, and so on, so that whatever else the
 * machine does during the run falls on both sides alike. Returns the results and the number
 * of responses Caja gave, warm-ups included.
 */
export async function runCases(
  cases: BenchCase[],
  options: { durationS: number; warmupS: number; rounds: number },
  progress: (line: string) => void,
): Promise<{ results: CaseResult[]; cajaResponses: number }> {
  let cajaResponses = 0;
  const samples = new Map(cases.map((c) => [c.id, new Sample()]));
  for (const c of cases) {
    const n = await slice(c.target, options.warmupS);
    if (c.side === 'caja') cajaResponses += n;
  }
  for (let round = 0; round < options.rounds; round++) {
    const order = round % 2 === 0 ? cases : [...cases].reverse();
    for (const c of order) {
      const sample = samples.get(c.id)!;
      const seconds = options.durationS / options.rounds;
      const cpuBefore = processCpuMs(c.pid);
      const n = await slice(c.target, seconds, sample);
      const cpuAfter = processCpuMs(c.pid);
      const cpuMs = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
      sample.serverCpuMs = sample.serverCpuMs === null || cpuMs === null ? null : sample.serverCpuMs + cpuMs;
      sample.slices.push({
        requestsPerSecond: n / seconds,
        serverCpuUs: cpuMs === null || n === 0 ? null : Math.round((cpuMs * 1000) / n),
      });
      if (c.side === 'caja') cajaResponses += n;
    }
    progress(`  round ${round + 1}/${options.rounds} done`);
  }
  const results = cases.map((c) => ({
    id: c.id,
    label: c.label,
    expectedStatus: c.expectedStatus,
    measurement: summarize(samples.get(c.id)!),
  }));
  return { results, cajaResponses };
}

/**
 * Page 20's cursor, by walking 19 pages as a client would, after checking that Caja and the
 * reference return the same rows for pages 1 and 20 and `alsoCompared`. Returns the requests
 * made to Caja.
 */
export async function walkToPage20(
  caja: RunningServer,
  reference: RunningServer,
  key: string,
  alsoCompared: string[] = [],
): Promise<{ page20: string; cajaRequests: number }> {
  const headers = { authorization: `Bearer ${key}` };
  const cajaPage = async (path: string) => {
    const response = await fetch(caja.baseUrl + path, { headers });
    if (response.status !== 200) throw new Error(`Caja answered ${response.status} to ${path}`);
    return (await response.json()) as { data: { id: string }[]; next_cursor: string };
  };
  let path = PAGE_1;
  for (let page = 1; page < 20; page++) path = pageAfter((await cajaPage(path)).next_cursor);
  for (const compared of [PAGE_1, path, ...alsoCompared]) {
    const ours = (await cajaPage(compared)).data.map((c) => c.id).join();
    const theirs = ((await (await fetch(reference.baseUrl + compared)).json()) as { id: string }[])
      .map((c) => c.id)
      .join();
    if (ours !== theirs) throw new Error(`Caja and the reference return different rows for ${compared}`);
  }
  return { page20: path, cajaRequests: 21 + alsoCompared.length };
}
