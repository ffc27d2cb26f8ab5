import type { DeviceSession } from '#src/domain/devices/device-auth.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The device and tenant of a device sync call; set by the sync guard. */
    deviceSession?: DeviceSession;
    /** When the server began processing a device sync call (the sync guard's clock reading). */
    arrivedAt?: Date;
  }
}
