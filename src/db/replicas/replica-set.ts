import type { Db } from '../database.js';
import type { Lsn } from './lsn.js';
import { PrimaryHistory } from './primary-history.js';

/** A read replica as the set knows it: where reads go, and how its replay position is read. */
export interface ReplicaSource {
  /** How it is named in logs and metrics: host, port and database, never a password. */
  name: string;
  db: Db;
  /** The WAL position it has replayed (a primary named as a replica: its own position). */
  replayed(): Promise<Lsn>;
}

export interface ReplicaSetOptions {
  /** The primary's WAL position now. */
  primaryPosition(): Promise<Lsn>;
  /** A replica further behind than this is not read (REPLICA_MAX_LAG_MS). */
  maxLagMs: number;
  /** How often the positions are read. */
  pollMs: number;
  /** A poll that takes longer than this counts as no answer. */
  probeTimeoutMs: number;
  now?: () => number;
}

export interface ReplicaStatus {
  name: string;
  /** It answered its last poll in time. */
  up: boolean;
  /** How far behind the primary it was at its last poll, in ms; null before it first answered. */
  lagMs: number | null;
  /** Whether reads may go to it now. */
  readable: boolean;
}

interface ReplicaState {
  source: ReplicaSource;
  up: boolean;
  replayed: Lsn;
  lagMs: number | null;
}

/**
 * The replicas and where each stands, read on a short interval rather than on each request.
 * A replica is readable while it answers and lags the primary by at most `maxLagMs`; one that
 * stops answering, or falls behind, is left out at the next poll, and taken back at the first
 * poll that finds it answering and caught up. For a given key, only the readable replicas that
 * have replayed the key's position are candidates (see `pick`).
 */
export class ReplicaSet {
  private readonly replicas: ReplicaState[];
  private readonly history: PrimaryHistory;
  private readonly now: () => number;
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;

  constructor(
    sources: ReplicaSource[],
    private readonly options: ReplicaSetOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.replicas = sources.map((source) => ({
      source,
      up: false,
      replayed: 0n,
      lagMs: null,
    }));
    // Long enough that a replica behind every sample is plainly past the limit.
    this.history = new PrimaryHistory(Math.max(4 * options.maxLagMs, 5_000));
  }

  /** Polls now and then every `pollMs`, until `stop`. */
  start(): Promise<void> {
    this.timer ??= setInterval(() => void this.poll(), this.options.pollMs);
    this.timer.unref();
    return this.poll();
  }

  /** One reading of the primary and of every replica; a poll already under way is joined. */
  poll(): Promise<void> {
    this.polling ??= this.pollOnce().finally(() => {
      this.polling = undefined;
    });
    return this.polling;
  }

  /**
   * A readable replica that has replayed `position` (at its last poll, so at least that far now),
   * chosen at random among several; null when none has: the read goes to the primary.
   */
  pick(position: Lsn): ReplicaSource | null {
    const candidates = this.replicas.filter((r) => this.readable(r) && r.replayed >= position);
    if (candidates.length === 0) return null;
    return candidates[Math.floor(Math.random() * candidates.length)]!.source;
  }

  /**
   * `source` was found at `replayed` between polls (read right after a read on it): a key given
   * that position may be sent there again at once, not only after the next poll.
   */
  observe(source: ReplicaSource, replayed: Lsn): void {
    const state = this.replicas.find((r) => r.source === source);
    if (state && replayed > state.replayed) state.replayed = replayed;
  }

  /** A read on `source` failed for want of the server: no reads until a poll finds it answering. */
  markDown(source: ReplicaSource): void {
    const state = this.replicas.find((r) => r.source === source);
    if (state) state.up = false;
  }

  status(): ReplicaStatus[] {
    return this.replicas.map((r) => ({
      name: r.source.name,
      up: r.up,
      lagMs: r.lagMs,
      readable: this.readable(r),
    }));
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.polling;
  }

  private readable(r: ReplicaState): boolean {
    return r.up && r.lagMs !== null && r.lagMs <= this.options.maxLagMs;
  }

  private async pollOnce(): Promise<void> {
    const primary = this.bounded(this.options.primaryPosition())
      .then((lsn) => this.history.record(this.now(), lsn))
      // The primary's own trouble shows on every request; here it only leaves the history as it was.
      .catch(() => undefined);
    await Promise.all([primary, ...this.replicas.map((r) => this.probe(r))]);
    // Lags are measured once the primary's position of this round is known.
    const now = this.now();
    for (const r of this.replicas) if (r.up) r.lagMs = this.history.lagMs(r.replayed, now);
  }

  private async probe(r: ReplicaState): Promise<void> {
    try {
      // As read now, even if lower than before: a restarted standby may resume from an earlier point.
      r.replayed = await this.bounded(r.source.replayed());
      r.up = true;
    } catch {
      r.up = false;
    }
  }

  /** `work`, or a rejection once `probeTimeoutMs` has passed without an answer. */
  private bounded<T>(work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no answer in time')), this.options.probeTimeoutMs);
    });
    return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
  }
}
