import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '#src/config.js';
import type { Environment } from '#src/contract/api.js';
import { PUBLIC_PREFIX } from '../public-app.js';
import { guide, guideMarkdown } from './guide.js';
import { TAGS } from './tags.js';
import { describeRoute, finishDocument } from './transform.js';

/** The parts of the generated document its readers (the reference page, tests) rely on. */
export interface OpenApiDocument {
  openapi: string;
  info: {
    title: string;
    version: string;
    description?: string;
    contact?: { name?: string };
    license?: { name: string };
  };
  servers: { url: string; description?: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: Record<string, Record<string, unknown>>;
}

export type OpenApiOperation = Record<string, unknown> & {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  'x-scope'?: string;
};

const ENVIRONMENT_NAMES: Record<Environment, string> = {
  live: 'Producción (live)',
  test: 'Pruebas (test)',
};

const listenerPort = (config: Config, environment: Environment) =>
  environment === 'live' ? config.port : config.testPort;

/** A host header safe to echo into the document: a name or address with an optional port. */
const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * Collects the schemas of every route registered after it into an OpenAPI 3.1 document and
 * serves it at `/public/v1/openapi.json`, without a key and to browsers too. Call it before
 * the routes are registered.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  config: Config,
  environment: Environment,
): Promise<void> {
  const port = listenerPort(config, environment);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Caja API',
        version: '1.0.0',
        description: guideMarkdown(guide(config)),
        contact: { name: 'Soporte de Caja' },
        license: { name: 'Propietaria: uso sujeto a los términos del servicio de Caja' },
      },
      // Replaced per request by the address the document was asked on; here it sets the
      // base path stripped from every route.
      servers: [{ url: `http://localhost:${port}${PUBLIC_PREFIX}` }],
      tags: TAGS,
    },
    transform: describeRoute,
    transformObject: finishDocument,
  });
  app.get(
    `${PUBLIC_PREFIX}/openapi.json`,
    { config: { open: true }, schema: { hide: true } },
    async (request) => openApiDocument(app, request, config, environment),
  );
}

/** The document with `servers` naming the listener that serves it. */
export function openApiDocument(
  app: FastifyInstance,
  request: FastifyRequest,
  config: Config,
  environment: Environment,
): OpenApiDocument {
  const host = HOST.test(request.host) ? request.host : `localhost:${listenerPort(config, environment)}`;
  const url = `${request.protocol}://${host}${PUBLIC_PREFIX}`;
  const doc = app.swagger() as unknown as OpenApiDocument;
  return { ...doc, servers: [{ url, description: ENVIRONMENT_NAMES[environment] }] };
}
