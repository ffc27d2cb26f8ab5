import { ClientError } from './client-error.js';

/**
 * JSON calls with a bearer token, for the clients of Caja's interfaces (the operator interface,
 * the device sync, the public API): they wait and retry when the server answers 429 (as its
 * Retry-After says), so a long simulation paces itself instead of failing. Any other error
 * answer is returned to the caller, which decides what it means.
 */

export interface JsonResponse<T = unknown> {
  status: number;
  body: T;
}

/** The server could not be reached at all. */
export class UnreachableError extends ClientError {}

const MAX_RETRIES = 20;

export async function callJson<T>(
  url: string,
  token: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<JsonResponse<T>> {
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(url, {
        method: init.method ?? 'GET',
        headers: {
          authorization: `Bearer ${token}`,
          ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...init.headers,
        },
        ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      });
    } catch (error) {
      throw new UnreachableError(
        `No se pudo conectar con ${url}: ${(error as Error).message}. ¿Está Caja en marcha?`,
      );
    }
    const text = await response.text();
    if (response.status === 429 && attempt < MAX_RETRIES) {
      const seconds = Number(response.headers.get('retry-after') ?? '1');
      await new Promise((resolve) => setTimeout(resolve, Math.max(1, seconds) * 1000));
      continue;
    }
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    return { status: response.status, body: body as T };
  }
}

/** The error of an answer in the contract's envelope, for messages. */
export function describeError(response: JsonResponse): string {
  const error = (response.body as { error?: { code?: string; message?: string } } | undefined)?.error;
  return error ? `${error.code}: ${error.message}` : `HTTP ${response.status}`;
}
