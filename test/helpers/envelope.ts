import { expect } from 'vitest';
import { ERRORS, type ErrorCode } from '#src/contract/errors.js';
import type { ApiResponse } from './http.js';

/**
 * Why a response breaks the error contract, or null when it keeps it: never a 5xx for client
 * input, and every 4xx is the envelope (see `envelopeShapeProblem`).
 */
export function envelopeProblem(res: ApiResponse): string | null {
  if (res.status >= 500) return `status ${res.status}: ${res.text.slice(0, 300)}`;
  return res.status < 400 ? null : envelopeShapeProblem(res);
}

/** An error body must be the envelope: a known code with its own status, a message, and the request id of `Request-Id`. */
export function envelopeShapeProblem(res: ApiResponse): string | null {
  const error = (res.body as { error?: Record<string, unknown> } | undefined)?.error;
  if (!error || typeof error !== 'object')
    return `status ${res.status} without envelope: ${res.text.slice(0, 300)}`;
  const spec = ERRORS[error['code'] as ErrorCode];
  if (!spec) return `unknown code ${String(error['code'])}`;
  if (spec.status !== res.status) return `${String(error['code'])} answered with status ${res.status}`;
  if (typeof error['message'] !== 'string' || error['message'].trim() === '') return 'empty message';
  const requestId = res.headers.get('request-id');
  if (!requestId || error['request_id'] !== requestId) return 'request_id differs from the Request-Id header';
  return null;
}

/** Asserts an error response: its status, code, optional param, and the envelope. */
export function expectError(res: ApiResponse, status: number, code: ErrorCode, param?: string): void {
  expect(res.status, res.text).toBe(status);
  expect(envelopeShapeProblem(res), res.text).toBeNull();
  expect(res.body.error.code).toBe(code);
  if (param !== undefined) expect(res.body.error.param).toBe(param);
}

export interface RawRequest {
  method?: string;
  headers?: Record<string, string>;
  /** Sent byte for byte; no Content-Type is added. */
  body?: string | Uint8Array<ArrayBuffer>;
}

/** A request exactly as given (no default headers), for bodies and headers a client should not send. */
export async function rawRequest(url: string, request: RawRequest = {}): Promise<ApiResponse> {
  const response = await fetch(url, {
    method: request.method ?? 'GET',
    headers: request.headers ?? {},
    // Bytes, not a string: fetch would add `Content-Type: text/plain` to a string body.
    ...(request.body !== undefined
      ? { body: typeof request.body === 'string' ? new TextEncoder().encode(request.body) : request.body }
      : {}),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, headers: response.headers, body, text };
}
