import type { FastifyRequest } from 'fastify';
import type { Environment } from '#src/domain/context.js';
import {
  authenticateDevice,
  type DeviceReport,
  type DeviceSession,
} from '#src/domain/devices/device-auth.js';
import { AppError } from '#src/domain/errors.js';
import type { Services } from '#src/services.js';
import './types.js';

/**
 * Authenticates every device sync call by its device token and records the contact. A route
 * that does not exist is answered first (ROUTE_NOT_FOUND), as on the public API.
 */
export function deviceGuard(services: Services, environment: Environment) {
  return async function guard(request: FastifyRequest): Promise<void> {
    if (request.is404) return;
    request.deviceSession = await authenticateDevice(
      services.db,
      request.headers.authorization,
      environment,
      deviceReport(request),
      services.clock.now(),
    );
  };
}

export function sessionOf(request: FastifyRequest): DeviceSession {
  if (!request.deviceSession) throw new AppError('UNAUTHENTICATED');
  return request.deviceSession;
}

/**
 * The `Caja-*` headers a device sends about itself. HTTP headers carry only Latin-1, so a name
 * with other characters comes percent-encoded (encodeURIComponent) and is decoded here; a value
 * that is not valid percent-encoding is taken literally.
 */
function deviceReport(request: FastifyRequest): DeviceReport {
  const header = (name: string): string | undefined => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const name = header('caja-device-name');
  return {
    appVersion: header('caja-app-version'),
    platform: header('caja-platform'),
    name: name === undefined ? undefined : percentDecoded(name),
  };
}

function percentDecoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
