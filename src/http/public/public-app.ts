import type { TypeBoxApp } from '#src/http/shared/typebox-app.js';

/** The public API of one environment, as its routes and the device sync routes see it. */
export type PublicApp = TypeBoxApp;

/** Where the public API's routes live on each listener. */
export const PUBLIC_PREFIX = '/public/v1';
