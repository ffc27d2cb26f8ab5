import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApiError, ClientError } from './client-error.js';
import { callJson, type JsonResponse, UnreachableError } from './json-http.js';

type Env = Record<string, string | undefined>;

/** A caller of the operator interface: the CLI over HTTP, the simulator, `npm start` in process. */
export interface AdminClient {
  call(method: string, path: string, body?: object): Promise<unknown>;
}

/** `path?name=value&…` with the options that were given; an absent one is left out. */
export function pathWithQuery(path: string, query: Record<string, string | undefined>): string {
  const given = Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return given.length === 0 ? path : `${path}?${new URLSearchParams(given)}`;
}

/** The operator token: CAJA_ADMIN_TOKEN, or the one the server saved in its data directory. */
function adminToken(env: Env): string {
  if (env['CAJA_ADMIN_TOKEN']) return env['CAJA_ADMIN_TOKEN'];
  const path = join(env['CAJA_DATA_DIR'] || './data', 'admin-token');
  if (!existsSync(path)) {
    throw new ClientError(
      `No hay token de operador. Define CAJA_ADMIN_TOKEN o arranca el servidor una vez (caja serve) para que lo guarde en ${path}.`,
    );
  }
  return readFileSync(path, 'utf8').trim();
}

/** A client of the running server's operator interface (CAJA_ADMIN_URL). */
export function adminClient(env: Env): AdminClient {
  const base = (env['CAJA_ADMIN_URL'] || 'http://127.0.0.1:3002').replace(/\/+$/, '');
  const token = adminToken(env);
  return {
    async call(method, path, body) {
      const url = `${base}/admin/v1${path}`;
      let response: JsonResponse;
      try {
        response = await callJson(url, token, { method, ...(body ? { body } : {}) });
      } catch (error) {
        if (!(error instanceof UnreachableError)) throw error;
        throw new ClientError(
          `No se pudo conectar con ${base}. Revisa que el servidor esté corriendo (caja serve) y CAJA_ADMIN_URL.`,
        );
      }
      if (response.status >= 200 && response.status < 300) return response.body;
      const error = (
        response.body as { error?: { code?: string; message?: string; param?: string } } | undefined
      )?.error;
      throw new ApiError(
        response.status,
        error?.code ?? `HTTP_${response.status}`,
        error?.message ?? `El servidor respondió ${response.status} a ${method} ${url}.`,
        error?.param,
      );
    },
  };
}
