import type { TypeBoxApp } from '#src/http/shared/typebox-app.js';
import type { Services } from '#src/services.js';

/** The operators' interface, as its routes see it. */
export type AdminApp = TypeBoxApp;

/** Extra route registrations (the catalog adds warehouses). */
export type AdminRoutes = (app: AdminApp, services: Services) => void;
