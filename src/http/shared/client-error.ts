import type { Socket } from 'node:net';
import { newRequestId } from './request-id.js';

const MESSAGES: Record<string, string> = {
  HPE_HEADER_OVERFLOW:
    'La URL y las cabeceras superan 16 KiB. Envía filtros más cortos; los datos grandes van en el cuerpo JSON.',
};
const MALFORMED = 'La solicitud HTTP está mal formada. Revisa la línea de la solicitud y las cabeceras.';

/**
 * What Node's HTTP parser refuses (a URL or headers over 16 KiB, a malformed request line) never
 * reaches Fastify's hooks; it still leaves as the envelope with a Request-Id. A client that was
 * too slow to send its request is simply disconnected: there is no request to answer.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || !socket.writable) {
    socket.destroy();
    return;
  }
  const { requestId, body } = rawValidationError(MESSAGES[error.code ?? ''] ?? MALFORMED);
  socket.end(
    'HTTP/1.1 400 Bad Request\r\n' +
      `Request-Id: ${requestId}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}

/**
 * A VALIDATION_ERROR envelope for an answer written outside Fastify, where no request (and so
 * no request id) exists yet: the new id, to send also as `Request-Id`, and the JSON body.
 */
export function rawValidationError(message: string, param?: string): { requestId: string; body: string } {
  const requestId = newRequestId();
  const error = {
    code: 'VALIDATION_ERROR',
    message,
    ...(param !== undefined ? { param } : {}),
    request_id: requestId,
  };
  return { requestId, body: JSON.stringify({ error }) };
}
