import { randomUUID } from 'node:crypto';
import { envelopeShapeProblem } from './envelope.js';

/** One answer the load got, or the failure that stood for one (status 0). */
export interface Answer {
  kind: 'write' | 'read';
  startedAt: number;
  at: number;
  /** The HTTP status; 0 for a network error or a request that took longer than the timeout. */
  status: number;
  /** The envelope's `error.code` of an error answer. */
  code: string | undefined;
  retryAfter: string | null;
  /** Why an error answer breaks the envelope contract, or the network error; null otherwise. */
  problem: string | null;
}

export const isSuccess = (answer: Answer): boolean => answer.status >= 200 && answer.status < 300;

/** What a failure looks like in a test's message. */
export const describeAnswer = (a: Answer, since: number): string =>
  `${a.kind} at +${a.at - since} ms after ${a.at - a.startedAt} ms: ${a.status} ${a.code ?? ''} ` +
  `retry-after=${a.retryAfter} ${a.problem ?? ''}`.trim();

export interface LoadOptions {
  writers: number;
  readers: number;
  /** Longest a request may take before it counts as hanging (status 0). */
  timeoutMs: number;
  /** Pause before a retry of a write answered 503 or lost on the network. */
  retryMs: number;
}

const DEFAULTS: LoadOptions = { writers: 8, readers: 2, timeoutMs: 20_000, retryMs: 100 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Writers and readers on the public API, as good clients: each writer creates customers one
 * after the other, each with an Idempotency-Key of its own, and repeats a write answered 503
 * (or lost on the network) with the same key until it is acknowledged; readers list customers.
 * Every answer is kept, with when it came, for the test to judge.
 */
export class ApiLoad {
  readonly answers: Answer[] = [];
  /** Every logical write by customer name: the id it was acknowledged with, once it was. */
  readonly writes = new Map<string, string | undefined>();
  private readonly options: LoadOptions;
  private running = false;
  private abandoned = false;
  private loops: Promise<void>[] = [];

  constructor(
    private readonly baseUrl: string,
    private readonly key: string,
    /** Prefix of the customers' names, so that one test's writes are told apart. */
    readonly label: string,
    options: Partial<LoadOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  start(): void {
    this.running = true;
    for (let w = 0; w < this.options.writers; w++) this.loops.push(this.writer(w));
    for (let r = 0; r < this.options.readers; r++) this.loops.push(this.reader());
  }

  /**
   * Starts no new write and waits until every write begun is acknowledged (or gives up on the
   * ones still unacknowledged after `deadlineMs`: the test then finds them unacknowledged).
   */
  async stop(deadlineMs = 20_000): Promise<void> {
    this.running = false;
    const all = Promise.all(this.loops);
    const timer = setTimeout(() => {
      this.abandoned = true;
    }, deadlineMs);
    await all;
    clearTimeout(timer);
  }

  /** The answers that were not a success. */
  failures(): Answer[] {
    return this.answers.filter((a) => !isSuccess(a));
  }

  /** The median time of the successes answered before `until`: what a request takes here, now. */
  typicalMs(until: number): number {
    const times = this.answers
      .filter((a) => isSuccess(a) && a.at < until)
      .map((a) => a.at - a.startedAt)
      .sort((x, y) => x - y);
    return times[Math.floor(times.length / 2)] ?? 0;
  }

  /** The first success of a request sent at or after `since`. */
  firstSuccessAfter(since: number): Answer | undefined {
    return this.answers
      .filter((a) => isSuccess(a) && a.startedAt >= since)
      .reduce<Answer | undefined>(
        (first, a) => (first === undefined || a.at < first.at ? a : first),
        undefined,
      );
  }

  private async writer(w: number): Promise<void> {
    for (let n = 0; this.running; n++) {
      const name = `${this.label} ${w}-${n}`;
      const idempotencyKey = randomUUID();
      this.writes.set(name, undefined);
      for (;;) {
        const { answer, body } = await this.send(
          'write',
          'POST',
          '/public/v1/customers',
          { name },
          idempotencyKey,
        );
        if (isSuccess(answer)) {
          this.writes.set(name, (body as { id: string }).id);
          break;
        }
        // Anything but "unavailable, retry" is a defect the test reports; retrying would hide it.
        if ((answer.status !== 0 && answer.status !== 503) || this.abandoned) break;
        await sleep(this.options.retryMs);
      }
    }
  }

  private async reader(): Promise<void> {
    while (this.running) {
      const { answer } = await this.send('read', 'GET', '/public/v1/customers?limit=5');
      if (!isSuccess(answer)) await sleep(this.options.retryMs);
    }
  }

  private async send(
    kind: Answer['kind'],
    method: string,
    path: string,
    body?: object,
    idempotencyKey?: string,
  ): Promise<{ answer: Answer; body: unknown }> {
    const startedAt = Date.now();
    const headers: Record<string, string> = { Authorization: `Bearer ${this.key}` };
    if (body) headers['Content-Type'] = 'application/json';
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    let answer: Answer;
    let parsed: unknown;
    try {
      const response = await fetch(this.baseUrl + path, {
        method,
        headers,
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      const text = await response.text();
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
      const error = (parsed as { error?: { code?: string } } | undefined)?.error;
      answer = {
        kind,
        startedAt,
        at: Date.now(),
        status: response.status,
        code: error?.code,
        retryAfter: response.headers.get('retry-after'),
        problem:
          response.status >= 400
            ? envelopeShapeProblem({ status: response.status, headers: response.headers, body: parsed, text })
            : null,
      };
    } catch (error) {
      answer = {
        kind,
        startedAt,
        at: Date.now(),
        status: 0,
        code: undefined,
        retryAfter: null,
        problem: String(error),
      };
    }
    this.answers.push(answer);
    return { answer, body: parsed };
  }
}
