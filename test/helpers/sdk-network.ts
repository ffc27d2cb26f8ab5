import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request that went through the proxy, and what became of its answer. */
export interface ProxiedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  /** The status the API answered (also for an answer the proxy then dropped). */
  status: number;
  dropped: boolean;
}

const HOP_BY_HOP = new Set(['host', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/**
 * An HTTP proxy in front of a listener that forwards every request and can drop the
 * connection instead of passing the answer back: the API did the work, the client never hears
 * of it (a mobile network that goes away, a load balancer that restarts).
 */
export class DroppingProxy {
  readonly requests: ProxiedRequest[] = [];
  /** Decides, per request, whether to drop its answer; none are dropped by default. */
  drop: (request: { method: string; path: string }) => boolean = () => false;
  private server: Server | undefined;

  constructor(private readonly target: string) {}

  /** Listens on an ephemeral port; returns the base URL to give the SDK. */
  async start(): Promise<string> {
    const server = createServer((req, res) => void this.forward(req, res));
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  private async forward(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = Object.entries(req.headers).flatMap(([name, value]) =>
      HOP_BY_HOP.has(name) || value === undefined ? [] : [[name, String(value)] as [string, string]],
    );
    const method = req.method ?? 'GET';
    const path = req.url ?? '/';
    const upstream = await fetch(this.target + path, {
      method,
      headers,
      ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
    });
    const body = Buffer.from(await upstream.arrayBuffer());
    const dropped = this.drop({ method, path });
    this.requests.push({
      method,
      path,
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      status: upstream.status,
      dropped,
    });
    if (dropped) {
      req.socket.destroy();
      return;
    }
    const answerHeaders = [...upstream.headers].filter(([name]) => !HOP_BY_HOP.has(name));
    res.writeHead(upstream.status, Object.fromEntries(answerHeaders));
    res.end(body);
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** A fetch that records the status of every answer it hands the SDK. */
export function recordingFetch(statuses: number[]): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    statuses.push(response.status);
    return response;
  };
}

/** An answer a ScriptedApi gives: a status and a JSON body, or `hang` to never answer. */
export type ScriptedAnswer =
  | { status: number; body: unknown; headers?: Record<string, string> }
  | { hang: true }
  | { destroy: true };

export interface ScriptedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  body: string;
}

/** A stand-in for the API that answers from a script, for failures a real server cannot be made to give on demand. */
export class ScriptedApi {
  readonly requests: ScriptedRequest[] = [];
  private server: Server | undefined;

  /** The answers in order; the last one repeats. */
  constructor(private readonly script: ScriptedAnswer[]) {}

  async start(): Promise<string> {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        this.requests.push({
          method: req.method ?? '',
          path: req.url ?? '',
          idempotencyKey: req.headers['idempotency-key'] as string | undefined,
          body: Buffer.concat(chunks).toString('utf8'),
        });
        const answer = this.script[Math.min(this.requests.length, this.script.length) - 1]!;
        if ('hang' in answer) return;
        if ('destroy' in answer) return req.socket.destroy();
        res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
        res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
      });
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** The API's error envelope, as a ScriptedApi answers it. */
export const envelope = (code: string, requestId = 'req_scripted') => ({
  error: { code, message: `Error ${code}.`, request_id: requestId },
});
