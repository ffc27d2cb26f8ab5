import { availableParallelism, cpus, release, totalmem, type } from 'node:os';
import type { Measurement } from './load.js';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGb: number;
  os: string;
  node: string;
  postgres: string;
}

const LOCAL = /^(localhost|127\.[\d.]+|\[::1\])(:\d+)?$/;

export function describeMachine(postgresVersion: string, postgresHost: string): Machine {
  return {
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: availableParallelism(),
    memoryGb: Math.round(totalmem() / 2 ** 30),
    os: `${type()} ${release()}`,
    node: process.version,
    postgres: `${postgresVersion} at ${postgresHost}${LOCAL.test(postgresHost) ? ' (this machine)' : ''}`,
  };
}

/** How the run was set up, for the output and the JSON. */
export function describeSetup(o: {
  connections: number;
  durationS: number;
  warmupS: number;
  rounds: number;
  cores: number;
  limit: string;
  /** The Node flags npm start gives Caja. */
  cajaFlags: string[];
}): string[] {
  return [
    `Caja: src/start/server.ts in its own Node process as npm start runs it (tsx, ${o.cajaFlags.join(' ')}),`,
    '  LOG_LEVEL=info with one log line per request to a file (lines gathered, LOG_FLUSH_MS as configured),',
    '  DATABASE_POOL_SIZE=10, the auth cache as configured, the list statements prepared once per connection.',
    '  Rate limits raised through configuration so that they do not stop the bench: RATE_LIMIT_PER_KEY and',
    `  RATE_LIMIT_PER_ACCOUNT=${o.limit}/min (the limiter still runs and sends RateLimit-* headers).`,
    "Reference: bench/reference-server.ts in its own Node process through tsx with Node's own defaults: Fastify +",
    "  pg Pool(max 10) running exactly Caja's SQL (checked) through pool.query (not prepared), returning the",
    "  page's rows; same URLs, same rows (checked).",
    '  Its unknown route (Fastify alone, 404) shows the most any server can answer on this machine.',
    `Load: autocannon in the bench process (its own event loop), ${o.connections} connections; per case a ${o.warmupS} s`,
    `  warm-up, then ${o.durationS} s measured as ${o.rounds} slices of ${o.durationS / o.rounds} s, one server under load at a time,`,
    '  cases alternating in order and reverse order so that drift and neighbours fall on both sides.',
    `  No CPU pinning: on ${o.cores} cores PostgreSQL, the server and autocannon all need CPU, and the`,
    '  scheduler shares it the same way for both sides. "server CPU" is the server process\'s own CPU',
    '  time (user + system, from /proc) per response: what a request costs, whatever else the machine does.',
  ];
}

export interface CaseResult {
  id: string;
  label: string;
  expectedStatus: number;
  measurement: Measurement;
}

export interface Check {
  name: string;
  value: string;
  target: string;
  /** null: shown for information, no target. */
  pass: boolean | null;
}

/** Whether a case only saw the status it expects and no socket errors. */
export const clean = (c: CaseResult): boolean =>
  c.measurement.errors === 0 &&
  Object.keys(c.measurement.statuses).every((code) => Number(code) === c.expectedStatus);

export const median = (values: number[]): number => {
  const sorted = [...values].sort((p, q) => p - q);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * `a / b`, taken round by round and then the median of the rounds: the two slices of a round
 * ran back to back, so a neighbour's burst or the machine's drift falls on both, and one bad
 * round moves the median little. Null where a round has no figure.
 */
export function pairedRatio(
  a: CaseResult,
  b: CaseResult,
  figure: 'requestsPerSecond' | 'serverCpuUs',
): number | null {
  const ratios: number[] = [];
  a.measurement.slices.forEach((slice, round) => {
    const p = slice[figure];
    const q = b.measurement.slices[round]?.[figure];
    if (p !== null && q !== null && q !== undefined && q > 0) ratios.push(p / q);
  });
  return ratios.length === a.measurement.slices.length && ratios.length > 0 ? median(ratios) : null;
}

const cpuRatio = (a: CaseResult, b: CaseResult): string => {
  const ratio = pairedRatio(a, b, 'serverCpuUs');
  return ratio === null ? '-' : x(ratio);
};

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const x = (n: number) => `${n.toFixed(2)}x`;

export function checks(
  byId: Record<string, CaseResult>,
  rejectedTarget: number,
  p99TargetMs: number,
): Check[] {
  const rps = (id: string) => byId[id]!.measurement.requestsPerSecond;
  const p99 = (id: string) => byId[id]!.measurement.p99Ms;
  const ratio = (a: string, b: string) =>
    pairedRatio(byId[a]!, byId[b]!, 'requestsPerSecond') ?? rps(a) / rps(b);
  const p1 = ratio('caja-p1', 'ref-p1');
  const deep = ratio('caja-p20', 'caja-p1');
  const list: Check[] = [
    {
      name: 'Caja / reference throughput, page 1',
      value: x(p1),
      target: '>= 1.00x',
      pass: p1 >= 1,
    },
    {
      name: 'Caja / reference throughput, page 20',
      value: x(ratio('caja-p20', 'ref-p20')),
      target: '(info)',
      pass: null,
    },
    {
      name: 'Caja / reference server CPU per request, page 1',
      value: cpuRatio(byId['caja-p1']!, byId['ref-p1']!),
      target: '(info)',
      pass: null,
    },
    {
      name: 'Caja p99 latency, page 1',
      value: `${p99('caja-p1')} ms`,
      target: `< ${p99TargetMs} ms`,
      pass: p99('caja-p1') < p99TargetMs,
    },
    {
      name: 'Caja p99 latency, page 20',
      value: `${p99('caja-p20')} ms`,
      target: `< ${p99TargetMs} ms`,
      pass: p99('caja-p20') < p99TargetMs,
    },
    {
      name: 'Reference p99 latency, page 1',
      value: `${p99('ref-p1')} ms`,
      target: '(info)',
      pass: null,
    },
    {
      // "As fast as the first": within 5 %, the run-to-run noise of this setup.
      name: 'Caja page 20 / page 1 throughput',
      value: x(deep),
      target: '>= 0.95x',
      pass: deep >= 0.95,
    },
    {
      // The cost of a page must not grow with its depth: 2,001 against 20, both after a cursor.
      name: `${byId['caja-deep']!.label.replace(/^\d+ Caja, /, 'Caja ')} / page 20 throughput`,
      value: x(ratio('caja-deep', 'caja-p20')),
      target: '>= 0.95x',
      pass: ratio('caja-deep', 'caja-p20') >= 0.95,
    },
    {
      name: 'Reference page 20 / page 1 throughput',
      value: x(ratio('ref-p20', 'ref-p1')),
      target: '(info)',
      pass: null,
    },
  ];
  for (const id of ['caja-401-none', 'caja-401-bad']) {
    list.push({
      name: `${byId[id]!.label} throughput`,
      value: `${int(rps(id))}/s`,
      target: `>= ${int(rejectedTarget)}/s`,
      pass: rps(id) >= rejectedTarget,
    });
  }
  list.push({
    name: 'Caja rejected (unknown key) / bare Fastify 404 throughput',
    value: x(ratio('caja-401-bad', 'ref-404')),
    target: '(info)',
    pass: null,
  });
  const dirty = Object.values(byId).filter((c) => !clean(c));
  list.push({
    name: 'Every response had the expected status',
    value: dirty.length === 0 ? 'yes' : `no: ${dirty.map((c) => c.id).join(', ')}`,
    target: 'yes',
    pass: dirty.length === 0,
  });
  return list;
}

function table(rows: string[][], align: ('l' | 'r')[]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows
    .map((r) =>
      r.map((cell, i) => (align[i] === 'r' ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  '),
    )
    .join('\n');
}

/** One table with both sides, then the ratios against their targets. */
export function renderTable(cases: CaseResult[], list: Check[]): string {
  const statuses = (m: Measurement) =>
    Object.entries(m.statuses)
      .map(([code, n]) => `${code} x ${int(n)}`)
      .join(', ') + (m.errors > 0 ? `, ${m.errors} errors` : '');
  const caseRows = [
    ['case', 'req/s', 'p50 ms', 'p99 ms', 'server CPU µs/req', 'responses'],
    ...cases.map((c) => [
      c.label,
      int(c.measurement.requestsPerSecond),
      String(c.measurement.p50Ms),
      String(c.measurement.p99Ms),
      c.measurement.serverCpuUs === null ? '-' : int(c.measurement.serverCpuUs),
      statuses(c.measurement),
    ]),
  ];
  const checkRows = [
    ['ratio / target', 'value', 'target', 'result'],
    ...list.map((c) => [c.name, c.value, c.target, c.pass === null ? '' : c.pass ? 'PASS' : 'FAIL']),
  ];
  return `${table(caseRows, ['l', 'r', 'r', 'r', 'r', 'l'])}\n\n${table(checkRows, ['l', 'r', 'l', 'l'])}`;
}
