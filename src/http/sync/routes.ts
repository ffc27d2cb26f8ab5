import type { FastifySchema } from 'fastify';
import { RECORD_TYPES } from '#src/contract/sync/index.js';
import { isoOrNull } from '#src/db/instants.js';
import { reportStatus } from '#src/domain/devices/device-status.service.js';
import { readChanges } from '#src/domain/sync/changes.service.js';
import { applyUpload, type UploadResult } from '#src/domain/sync/upload.service.js';
import type { PublicApp } from '#src/http/public/public-app.js';
import type { Services } from '#src/services.js';
import { arrivalOf, sessionOf } from './guard.js';
import { readUploadEntries } from './records.js';
import {
  ChangesQuery,
  ChangesResponse,
  envelopeValidator,
  StatusBody,
  SyncStatusResponse,
  UploadBody,
  UploadResponse,
} from './schemas.js';
import { readStatus } from './status.js';

/**
 * `open` lets these routes past the public API's key guard (the sync guard checks the device
 * token instead) and keeps them out of the public API's OpenAPI document, as does `hide`.
 */
const SYNC_ROUTE = { config: { open: true } } as const;
const hidden = <T extends object>(schema: T) => ({ ...schema, hide: true }) as T & FastifySchema;

export function syncRoutes(app: PublicApp, services: Services): void {
  app.post(
    '/upload',
    {
      ...SYNC_ROUTE,
      validatorCompiler: envelopeValidator,
      schema: hidden({ body: UploadBody, response: { 200: UploadResponse } }),
    },
    async (request) => {
      const { status } = request.body;
      const outcome = await applyUpload(
        services.db,
        sessionOf(request),
        {
          entries: readUploadEntries(request.body.records),
          status: status === undefined ? undefined : readStatus(status),
          arrival: arrivalOf(request),
        },
        services.clock,
        {
          failure: (error, record) => request.log.error({ err: error, record }, 'device record failed'),
          fallback: (error, records) =>
            request.log.warn(
              { err: error, records },
              'upload batch refused by the database; applied record by record',
            ),
        },
      );
      for (const { type, status } of outcome.results) {
        // A type the contract does not know counts under one label, whatever a device sent.
        const known = (RECORD_TYPES as readonly string[]).includes(type) ? type : 'unknown';
        services.metrics.records.inc({ type: known, status });
      }
      const written = outcome.results.filter((r) => r.status === 'created' || r.status === 'updated');
      services.tableStatistics.noteWrites(written.length);
      return {
        object: 'sync_upload' as const,
        results: outcome.results.map(resultBody),
        last_sync_at: isoOrNull(outcome.lastSyncAt),
      };
    },
  );

  app.post(
    '/status',
    {
      ...SYNC_ROUTE,
      validatorCompiler: envelopeValidator,
      schema: hidden({ body: StatusBody, response: { 200: SyncStatusResponse } }),
    },
    async (request) => {
      const session = sessionOf(request);
      const watermark = await reportStatus(
        services.db,
        session.tenant,
        session.device.id,
        readStatus(request.body),
        arrivalOf(request),
      );
      return {
        object: 'sync_status' as const,
        complete_through: isoOrNull(watermark.completeThrough),
        pending_records: watermark.pendingRecords,
      };
    },
  );

  app.get(
    '/changes',
    { ...SYNC_ROUTE, schema: hidden({ querystring: ChangesQuery, response: { 200: ChangesResponse } }) },
    async (request) => {
      const page = await readChanges(
        services.db,
        sessionOf(request),
        request.query.after,
        request.query.limit,
      );
      return {
        object: 'sync_changes' as const,
        changes: page.changes,
        next_after: page.nextAfter,
        has_more: page.hasMore,
      };
    },
  );
}

function resultBody(result: UploadResult) {
  const { index, type, id, status } = result;
  if (result.status !== 'rejected') return { index, type, id, status };
  const { code, message, param } = result.error;
  return { index, type, id, status, error: { code, message, ...(param !== undefined ? { param } : {}) } };
}
