/** The spans Caja makes, as its code asks for them (see tracing.ts). */

/** What a webhook attempt's span records. */
export interface AttemptFacts {
  endpointId: string;
  deliveryId: string;
  eventType: string;
  attempt: number;
}

/** What a webhook attempt's span learns when the attempt ends. */
export interface AttemptResult {
  statusCode: number | null;
  outcome: 'delivered' | 'refused' | 'unreachable';
}

export interface Tracing {
  /** Runs one SQL statement in a span named `name`; `sql` is its text, placeholders and all. */
  statement<T>(name: string, sql: string, run: () => Promise<T>): Promise<T>;
  /** Runs one webhook attempt in a span of its own. */
  webhookAttempt<T>(
    facts: AttemptFacts,
    run: () => Promise<T>,
    result: (value: T) => AttemptResult,
  ): Promise<T>;
  /** The ids of the span in effect, for the log lines written under it. */
  logFields(): { trace_id?: string; span_id?: string };
  /** Sends the spans still buffered and stops. */
  shutdown(): Promise<void>;
}
