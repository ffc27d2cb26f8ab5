import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a receiver got, as it arrived. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The body exactly as sent: what a signature is computed over. */
  body: string;
  receivedAt: Date;
}

/**
 * A webhook receiver on 127.0.0.1 for tests: it records every request and answers with the
 * status a test sets (200 by default), after an optional delay (to test timeouts).
 */
export class WebhookReceiver {
  readonly requests: ReceivedRequest[] = [];
  /** The status of the next answers. */
  status = 200;
  /** Decides the status of each request instead of `status`, when set. */
  respond: ((request: ReceivedRequest) => number) | undefined;
  /** Told of each answer once it is written out (a dropped connection is never answered). */
  onAnswered: ((request: ReceivedRequest, status: number) => void) | undefined;
  /** How long to wait before answering, in milliseconds. */
  delayMs = 0;
  /**
   * Requests that arrived while another one with the same `webhook-id` was still being
   * answered: the same message delivered twice at once.
   */
  overlaps = 0;
  /** Connections ever opened to this receiver. */
  connections = 0;
  private server: Server | undefined;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly answering = new Map<string, number>();

  /** Starts listening on an ephemeral port; returns the base URL (`http://127.0.0.1:<port>`). */
  async start(): Promise<string> {
    const server = createServer((request, response) => {
      const id = String(request.headers['webhook-id']);
      const open = this.answering.get(id) ?? 0;
      if (open > 0) this.overlaps++;
      this.answering.set(id, open + 1);
      response.on('close', () => {
        const left = (this.answering.get(id) ?? 1) - 1;
        if (left === 0) this.answering.delete(id);
        else this.answering.set(id, left);
      });
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const received: ReceivedRequest = {
          method: request.method ?? '',
          path: request.url ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          receivedAt: new Date(),
        };
        this.requests.push(received);
        const status = this.respond ? this.respond(received) : this.status;
        response.on('finish', () => this.onAnswered?.(received, status));
        const answer = () => {
          response.writeHead(status, { 'content-type': 'text/plain' });
          response.end('ok');
        };
        if (this.delayMs <= 0) return answer();
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          answer();
        }, this.delayMs);
        this.timers.add(timer);
      });
    });
    server.on('connection', () => this.connections++);
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  /** The requests that carried `webhook-id: id`, oldest first. */
  withId(id: string): ReceivedRequest[] {
    return this.requests.filter((r) => r.headers['webhook-id'] === id);
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/**
 * Polls `probe` until it returns a value other than undefined, null or false, and returns it;
 * fails with `what` once the deadline passes. For things that happen in the background
 * (a delivery, a retry), instead of fixed sleeps.
 */
export async function waitFor<T>(
  probe: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  what: string,
  options: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 50));
  }
}
