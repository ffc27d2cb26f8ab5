import { type AddressInfo, createServer, type Server } from 'node:net';
import { createCaja } from '#src/app.js';
import { type Config, ConfigError, loadConfig } from '#src/config.js';
import { tolerateJobEngineRejections } from '#src/jobs/job-engine-rejections.js';
import { activeTracing, startTracing } from '#src/telemetry/tracing.js';
import { resolveAdminToken } from './admin-token.js';
import { inProcessAdmin, seedDemoIfEmpty, simulateDemoWeek } from './demo.js';
import { startMaintenance } from './maintenance.js';
import { missingDatabaseMessage } from './missing-database.js';
import { onStopSignal } from './stop-signal.js';

/** The only file that listens: live, test and the operator interface, on their own ports. */
async function main(): Promise<void> {
  const config = loadConfig();
  const ports = listenerPorts(config);
  // Before the database: a busy port is found in a moment, not after opening and migrating it.
  await requireFreePorts(ports);
  const admin = resolveAdminToken(config.adminToken, config.dataDir);
  // Before the listeners are made: each Fastify instance is instrumented as it is created.
  await startTracing('caja');
  const caja = await createCaja(config, { adminToken: admin.token });
  tolerateJobEngineRejections(caja.services.logger);
  const demo = config.seedDemo ? await seedDemoIfEmpty(caja) : null;

  const [live, test, operators, accountConsole] = ports;
  await listenOn(caja.live, live);
  await listenOn(caja.test, test);
  await listenOn(caja.admin, operators);
  await listenOn(caja.console, accountConsole);

  // The ports as bound: a configured 0 means one the system chose.
  const portOf = (app: typeof caja.live) => (app.server.address() as AddressInfo).port;
  const db = caja.database.kind === 'embedded' ? `embebida en ${config.dataDir}` : 'PostgreSQL';
  const lines = [
    '',
    'Caja está lista.',
    `  producción (live): http://localhost:${portOf(caja.live)}/public/v1`,
    `  pruebas (test):    http://localhost:${portOf(caja.test)}/public/v1`,
    `  operadores:        http://${config.adminHost}:${portOf(caja.admin)}/admin/v1`,
    `  referencia:        http://localhost:${portOf(caja.live)}/docs`,
    `  consola:           http://localhost:${portOf(caja.console)}`,
    `  base de datos:     ${db}`,
  ];
  // What a new user needs to make the first call; printed again when the demo week is ready,
  // after the request log of the simulated registers has scrolled the first copy away.
  const credentials: string[] = [];
  if (admin.generated) {
    const kept = admin.path ? `guardado en ${admin.path}` : 'solo para este proceso: la base está en memoria';
    credentials.push('', `Token de operador (${kept}):`, `  ${admin.token}`);
  }
  if (demo) {
    credentials.push(
      '',
      'Negocio de demostración "Tienda Demo" (plan pro). Llave de pruebas con todos los permisos (no se vuelve a mostrar en otro arranque: cópiala):',
      `  ${demo.testKey}`,
      '',
      'Pruébala:',
      `  curl -s http://localhost:${portOf(caja.test)}/public/v1/me -H "Authorization: Bearer ${demo.testKey}"`,
      '',
      `Consola de la cuenta: http://localhost:${portOf(caja.console)} (entra con ${demo.email}).`,
      config.mail.smtpUrl
        ? 'El código de entrada llega por correo (SMTP_URL).'
        : 'Sin SMTP_URL, los correos quedan en la bandeja local: lee el código con `npx caja outbox`.',
    );
  }
  lines.push(...credentials);
  if (config.databaseUrl && !config.mail.smtpUrl) {
    // A deployment without SMTP leaves the console's codes in files on this machine only.
    caja.services.logger.warn(
      { outbox: `${config.dataDir}/outbox` },
      'SMTP_URL no está configurada: los correos de la consola (códigos de entrada) no se envían, quedan en la bandeja local; configura SMTP_URL o léelos con `caja outbox`',
    );
  }
  if (!config.webhooks.worker) {
    // E-mail and webhooks are jobs: with WEBHOOK_WORKER=false only a `caja worker` sends them,
    // and on the embedded database none can run.
    caja.services.logger.warn(
      config.databaseUrl
        ? 'WEBHOOK_WORKER=false: e-mail and webhooks go out only while a caja worker runs on this database'
        : 'WEBHOOK_WORKER=false on the embedded database: nothing sends e-mail (sign-in codes) or webhooks',
    );
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
  if (demo) {
    const testUrl = reachableUrl(caja.test.server.address() as AddressInfo);
    process.stdout.write('Simulando la última semana de ventas de "Tienda Demo" en pruebas (3 cajas)…\n');
    simulateDemoWeek(inProcessAdmin(caja, admin.token), testUrl, demo).then(
      (week) => {
        if (week.problems.length > 0)
          caja.services.logger.warn({ problems: week.problems }, 'demo week inconsistent');
        process.stdout.write(
          `\nSemana de la demo lista: ${week.sales.completed} ventas, ${week.invoices} documentos, ${week.cashSessions} sesiones de caja. ` +
            `Prueba GET /sales y GET /reports/daily-sales?from=${week.from}&to=${week.to}\n` +
            `De nuevo, para empezar:\n${credentials.join('\n')}\n\n`,
        );
      },
      (error: unknown) => caja.services.logger.error({ err: error }, 'demo simulation failed'),
    );
  }

  const stopMaintenance = startMaintenance(caja.services);
  onStopSignal(caja.services.logger, async () => {
    stopMaintenance();
    await caja.close();
    await activeTracing()?.shutdown();
  });
}

/** A listener's address and the variable that sets its port, for the messages. */
interface ListenerPort {
  host: string;
  port: number;
  variable: 'PORT' | 'TEST_PORT' | 'ADMIN_PORT' | 'CONSOLE_PORT';
  hostVariable: 'HOST' | 'ADMIN_HOST';
}

function listenerPorts(config: Config): [ListenerPort, ListenerPort, ListenerPort, ListenerPort] {
  return [
    { host: config.host, port: config.port, variable: 'PORT', hostVariable: 'HOST' },
    { host: config.host, port: config.testPort, variable: 'TEST_PORT', hostVariable: 'HOST' },
    { host: config.adminHost, port: config.adminPort, variable: 'ADMIN_PORT', hostVariable: 'ADMIN_HOST' },
    { host: config.host, port: config.console.port, variable: 'CONSOLE_PORT', hostVariable: 'HOST' },
  ];
}

/** A listener that cannot take its port: one line for the operator, not a stack. */
class PortUnavailable extends Error {}

function portProblem(
  error: NodeJS.ErrnoException,
  { host, port, variable, hostVariable }: ListenerPort,
): Error {
  const other = port < 65000 ? port + 100 : 3100;
  switch (error.code) {
    case 'EADDRINUSE':
      return new PortUnavailable(
        `El puerto ${port} ya está en uso (${variable}): cierra el programa que lo ocupa (quizá otro npm start) o elige otro, por ejemplo ${variable}=${other} npm start.`,
      );
    case 'EACCES':
      return new PortUnavailable(
        `No hay permiso para escuchar en el puerto ${port} (${variable}): elige uno desde 1024, por ejemplo ${variable}=${other} npm start.`,
      );
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return new PortUnavailable(
        `La dirección ${host} (${hostVariable}) no es de esta máquina: usa 0.0.0.0, 127.0.0.1 o una dirección suya.`,
      );
    default:
      return error;
  }
}

/**
 * Binds every configured port at once (so two listeners given the same port are caught too)
 * and lets them go again. A port of 0 is one the system picks, always free.
 */
async function requireFreePorts(ports: ListenerPort[]): Promise<void> {
  const bound: Server[] = [];
  try {
    for (const listener of ports) {
      if (listener.port === 0) continue;
      const server = createServer();
      await new Promise<void>((resolve, reject) => {
        server.once('error', (error) => reject(portProblem(error, listener)));
        server.listen({ host: listener.host, port: listener.port, exclusive: true }, resolve);
      });
      bound.push(server);
    }
  } finally {
    await Promise.all(bound.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}

/** Starts one listener, saying which variable to change when its port was taken meanwhile. */
async function listenOn(
  app: { listen(options: { host: string; port: number }): Promise<string> },
  listener: ListenerPort,
) {
  try {
    await app.listen({ host: listener.host, port: listener.port });
  } catch (error) {
    throw portProblem(error as NodeJS.ErrnoException, listener);
  }
}

/** Where this process reaches its own listener: loopback when it listens on every interface. */
function reachableUrl({ address, port, family }: AddressInfo): string {
  if (address === '0.0.0.0' || address === '::') return `http://127.0.0.1:${port}`;
  return family === 'IPv6' ? `http://[${address}]:${port}` : `http://${address}:${port}`;
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  if (error instanceof PortUnavailable) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  const missing = missingDatabaseMessage(error, process.env['DATABASE_URL']);
  if (missing) {
    process.stderr.write(`${missing}\n`);
    process.exit(1);
  }
  process.stderr.write(
    `Caja no pudo arrancar: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
