import { openFoundation, startWorker } from '#src/app.js';
import { ConfigError, loadConfig } from '#src/config.js';
import { tolerateJobEngineRejections } from '#src/jobs/job-engine-rejections.js';
import { activeTracing, startTracing } from '#src/telemetry/tracing.js';
import { startMaintenance } from './maintenance.js';
import { onStopSignal } from './stop-signal.js';

/**
 * `caja worker`: runs the jobs (webhook deliveries and e-mail) in a process of its own, beside
 * any number of API processes (run them with WEBHOOK_WORKER=false) and other workers on the
 * same PostgreSQL database. It sends e-mail as the server would: through SMTP_URL, or without
 * it into the outbox of its own data directory.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new ConfigError([
      'caja worker necesita DATABASE_URL: la base embebida solo la abre un proceso. Sin PostgreSQL, deja que el servidor entregue los webhooks y envíe los correos (WEBHOOK_WORKER=true, el valor por defecto).',
    ]);
  }
  await startTracing('caja-worker');
  const { services, database } = await openFoundation(config, {});
  tolerateJobEngineRejections(services.logger);
  const worker = await startWorker(services, database);
  services.logger.info(
    { pool: worker.runner.id, concurrency: config.webhooks.concurrency },
    'job worker started',
  );
  process.stdout.write(
    `Entregando webhooks y correos (grupo ${worker.runner.id}, ${config.webhooks.concurrency} a la vez).\n`,
  );

  const stopMaintenance = startMaintenance(services);
  onStopSignal(services.logger, async () => {
    stopMaintenance();
    await worker.stop();
    await database.close();
    await activeTracing()?.shutdown();
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  process.stderr.write(
    `El worker no pudo arrancar: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
