import autocannon from 'autocannon';

export const CONNECTIONS = 50;

export interface Target {
  url: string;
  headers?: Record<string, string>;
}

/** What the measured slices of one case add up to. */
export class Sample {
  readonly latenciesMs: number[] = [];
  readonly statuses: Record<string, number> = {};
  errors = 0;
  seconds = 0;
  /** CPU the server process used during the slices, when the OS tells (see processCpuMs). */
  serverCpuMs: number | null = 0;
  /** Each measured slice on its own, in the order of the rounds: paired ratios are taken per round. */
  readonly slices: SliceFigures[] = [];
}

export interface SliceFigures {
  requestsPerSecond: number;
  /** Server CPU per response during the slice, in microseconds (null where it cannot be read). */
  serverCpuUs: number | null;
}

export interface Measurement {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  seconds: number;
  /** Server process CPU per response, in microseconds (null where it cannot be read). */
  serverCpuUs: number | null;
  /** Responses by status code, e.g. { "200": 51230 }. */
  statuses: Record<string, number>;
  /** Round by round. */
  slices: SliceFigures[];
}

/**
 * Loads `target` for `seconds` with autocannon. With a sample, every response's latency and
 * status is added to it (autocannon's own histogram rounds to whole milliseconds); without one
 * the slice is a warm-up. Returns the number of responses.
 */
export async function slice(target: Target, seconds: number, sample?: Sample): Promise<number> {
  let responses = 0;
  const run = autocannon({
    url: target.url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: target.headers ?? {},
  });
  run.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    responses++;
    if (!sample) return;
    sample.latenciesMs.push(ms);
    sample.statuses[status] = (sample.statuses[status] ?? 0) + 1;
  });
  const result = await run;
  if (sample) {
    sample.errors += result.errors + result.timeouts;
    sample.seconds += result.duration;
  }
  return responses;
}

export function summarize(sample: Sample): Measurement {
  const sorted = Float64Array.from(sample.latenciesMs).sort();
  const at = (q: number) =>
    sorted.length === 0 ? 0 : sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    requestsPerSecond: sorted.length / sample.seconds,
    p50Ms: round(at(0.5)),
    p99Ms: round(at(0.99)),
    requests: sorted.length,
    errors: sample.errors,
    seconds: Math.round(sample.seconds * 100) / 100,
    serverCpuUs:
      sample.serverCpuMs === null || sorted.length === 0
        ? null
        : Math.round((sample.serverCpuMs * 1000) / sorted.length),
    statuses: sample.statuses,
    slices: sample.slices,
  };
}
