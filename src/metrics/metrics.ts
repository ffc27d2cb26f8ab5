import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** What the gauges read at each scrape, from the parts of the process that hold it. */
export interface MetricsSources {
  /** The database pool's connections (PostgreSQL only). */
  pool?: () => { total: number; idle: number; waiting: number };
  /** The jobs due now and not taken, and how long the oldest of them has waited. */
  jobs?: () => Promise<{ due: number; oldestSeconds: number }>;
  /** The webhook deliveries due now, and how long the oldest of them has waited. */
  deliveries?: () => Promise<{ due: number; oldestSeconds: number }>;
  /** Each read replica's state at its last poll (DATABASE_REPLICA_URLS). */
  replicas?: () => Array<{ name: string; up: boolean; lagMs: number | null; readable: boolean }>;
}

/**
 * The process's metrics in Prometheus's text format (`GET /metrics` on the operator listener).
 * One registry per Caja instance, so that several in one process (the tests) do not mix.
 * Labels are bounded: routes by their pattern, never a raw URL; causes and outcomes from short
 * fixed lists.
 */
export class Metrics {
  readonly registry = new Registry();

  readonly requests = new Counter({
    name: 'caja_http_requests_total',
    help: 'Requests answered, by listener, route pattern, method and status.',
    labelNames: ['listener', 'route', 'method', 'status'] as const,
    registers: [this.registry],
  });

  readonly requestSeconds = new Histogram({
    name: 'caja_http_request_duration_seconds',
    help: 'Time from the request to its response, by listener, route pattern and method.',
    labelNames: ['listener', 'route', 'method'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly unavailable = new Counter({
    name: 'caja_unavailable_responses_total',
    help: '503 answers, by cause: database_unreachable, statement_timeout, pool_exhausted, too_many_connections, limit_store, draining.',
    labelNames: ['cause'] as const,
    registers: [this.registry],
  });

  readonly statementsCancelled = new Counter({
    name: 'caja_db_statements_cancelled_total',
    help: 'Statements PostgreSQL cancelled at DATABASE_STATEMENT_TIMEOUT_MS.',
    registers: [this.registry],
  });

  readonly rateLimited = new Counter({
    name: 'caja_rate_limit_refusals_total',
    help: 'Requests refused with 429 by a rate limit, by listener.',
    labelNames: ['listener'] as const,
    registers: [this.registry],
  });

  readonly records = new Counter({
    name: 'caja_sync_records_total',
    help: 'Records registers uploaded, by type and what became of them (created, updated, unchanged, rejected).',
    labelNames: ['type', 'status'] as const,
    registers: [this.registry],
  });

  readonly webhookAttempts = new Counter({
    name: 'caja_webhook_attempts_total',
    help: 'Webhook attempts, by outcome: delivered (2xx), refused (another status), unreachable (no answer).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly reads = new Counter({
    name: 'caja_public_reads_total',
    help: 'Public API reads with DATABASE_REPLICA_URLS set, by the server that answered: primary or replica.',
    labelNames: ['target'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /** Adds the gauges read at each scrape from `sources`. */
  watch(sources: MetricsSources): void {
    const { pool, jobs, deliveries, replicas } = sources;
    if (pool) {
      new Gauge({
        name: 'caja_db_pool_connections',
        help: 'Database pool connections, by state: in_use, idle; and requests waiting for one.',
        labelNames: ['state'] as const,
        registers: [this.registry],
        collect() {
          const { total, idle, waiting } = pool();
          this.set({ state: 'in_use' }, total - idle);
          this.set({ state: 'idle' }, idle);
          this.set({ state: 'waiting' }, waiting);
        },
      });
    }
    if (jobs)
      this.backlog('caja_jobs', 'jobs (webhook attempts, e-mail) due and not taken by a worker', jobs);
    if (deliveries) this.backlog('caja_webhook_deliveries', 'webhook deliveries due', deliveries);
    if (replicas) this.replicaGauges(replicas);
  }

  /** Lag and state per replica, labelled by host, port and database (from configuration: bounded). */
  private replicaGauges(read: NonNullable<MetricsSources['replicas']>): void {
    new Gauge({
      name: 'caja_replica_lag_seconds',
      help: 'How far each read replica was behind the primary at its last poll (absent until it first answers).',
      labelNames: ['replica'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const r of read()) if (r.lagMs !== null) this.set({ replica: r.name }, r.lagMs / 1000);
      },
    });
    new Gauge({
      name: 'caja_replica_readable',
      help: 'Whether reads go to each replica now (1): it answers and lags by at most REPLICA_MAX_LAG_MS.',
      labelNames: ['replica'] as const,
      registers: [this.registry],
      collect() {
        for (const r of read()) this.set({ replica: r.name }, r.readable ? 1 : 0);
      },
    });
  }

  /** `<prefix>_due` and `<prefix>_oldest_due_seconds`, read together once per scrape. */
  private backlog(
    prefix: string,
    what: string,
    read: () => Promise<{ due: number; oldestSeconds: number }>,
  ): void {
    let reading: Promise<{ due: number; oldestSeconds: number }> | undefined;
    // Both gauges of a scrape share one read.
    const once = () => {
      reading ??= read().finally(() => {
        setImmediate(() => {
          reading = undefined;
        });
      });
      return reading;
    };
    new Gauge({
      name: `${prefix}_due`,
      help: `How many ${what}.`,
      registers: [this.registry],
      async collect() {
        this.set((await once()).due);
      },
    });
    new Gauge({
      name: `${prefix}_oldest_due_seconds`,
      help: `How long the oldest of the ${what} has waited (0 when none).`,
      registers: [this.registry],
      async collect() {
        this.set((await once()).oldestSeconds);
      },
    });
  }

  /** The text a scrape gets, and its content type. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

/** The cause a 503 is counted under, from the error behind it. */
export function unavailableCause(error: unknown): string {
  const { code, message, name } = (error ?? {}) as { code?: unknown; message?: unknown; name?: unknown };
  if (code === '57014') return 'statement_timeout';
  if (code === '53300') return 'too_many_connections';
  if (name === 'UnavailableError') return 'limit_store';
  if (typeof message === 'string' && message.includes('timeout exceeded when trying to connect'))
    return 'pool_exhausted';
  return 'database_unreachable';
}
