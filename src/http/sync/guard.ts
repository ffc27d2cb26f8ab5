import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Environment } from '#src/contract/api.js';
import {
  authenticateDevice,
  type DeviceReport,
  type DeviceSession,
  recordDeviceContact,
} from '#src/domain/devices/device-auth.js';
import { AppError } from '#src/domain/errors.js';
import { enforceDeviceRateLimit } from '#src/domain/rate-limit/policy.js';
import type { Services } from '#src/services.js';
import './types.js';

/**
 * The checks every device sync call passes before its body is read: the route exists
 * (ROUTE_NOT_FOUND first, as on the public API), the device token, the device's rate limit,
 * and only then the contact is recorded. A call without a valid token spends no allowance, and
 * one over the limit costs no write; every answer after authentication carries RateLimit-*.
 */
export function deviceGuard(services: Services, environment: Environment) {
  return async function guard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (request.is404) return;
    const now = services.clock.now();
    request.arrivedAt = now;
    const session = await authenticateDevice(services.db, request.headers.authorization, environment);
    reply.headers(
      await enforceDeviceRateLimit(
        services.rateLimitStore,
        services.config.rateLimit,
        session.device.id,
        now.getTime(),
      ),
    );
    request.deviceSession = await recordDeviceContact(services.db, session, deviceReport(request), now);
  };
}

export function sessionOf(request: FastifyRequest): DeviceSession {
  if (!request.deviceSession) throw new AppError('UNAUTHENTICATED');
  return request.deviceSession;
}

/** When the server began processing the call: a status report's "arrival" (DECISIONS.md). */
export function arrivalOf(request: FastifyRequest): Date {
  if (!request.arrivedAt) throw new AppError('UNAUTHENTICATED');
  return request.arrivedAt;
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
