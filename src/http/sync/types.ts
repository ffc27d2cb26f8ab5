import type { DeviceSession } from '#src/domain/devices/device-auth.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The device and tenant of a device sync call; set by the sync guard. */
    deviceSession?: DeviceSession;
  }
}
