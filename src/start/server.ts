import type { AddressInfo } from 'node:net';
import { createCaja } from '#src/app.js';
import { ConfigError, loadConfig } from '#src/config.js';
import { resolveAdminToken } from './admin-token.js';
import { inProcessAdmin, seedDemoIfEmpty, simulateDemoWeek } from './demo.js';
import { startMaintenance } from './maintenance.js';
import { onStopSignal } from './stop-signal.js';

/** The only file that listens: live, test and the operator interface, on their own ports. */
async function main(): Promise<void> {
  const config = loadConfig();
  const admin = resolveAdminToken(config.adminToken, config.dataDir);
  const caja = await createCaja(config, { adminToken: admin.token });
  const demo = config.seedDemo ? await seedDemoIfEmpty(caja) : null;

  await caja.live.listen({ host: config.host, port: config.port });
  await caja.test.listen({ host: config.host, port: config.testPort });
  await caja.admin.listen({ host: config.adminHost, port: config.adminPort });
  await caja.console.listen({ host: config.host, port: config.console.port });

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
  if (admin.generated) {
    const kept = admin.path ? `guardado en ${admin.path}` : 'solo para este proceso: la base está en memoria';
    lines.push('', `Token de operador (${kept}):`, `  ${admin.token}`);
  }
  if (demo) {
    lines.push(
      '',
      'Negocio de demostración "Tienda Demo" (plan pro). Llave de pruebas con todos los permisos (se muestra solo esta vez):',
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
  if (config.databaseUrl && !config.mail.smtpUrl) {
    // A deployment without SMTP leaves the console's codes in files on this machine only.
    caja.services.logger.warn(
      { outbox: `${config.dataDir}/outbox` },
      'SMTP_URL is unset: console e-mail (sign-in codes) is written to the local outbox, not sent',
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
          `Semana de la demo lista: ${week.sales.completed} ventas, ${week.invoices} documentos, ${week.cashSessions} sesiones de caja. ` +
            `Prueba GET /sales y GET /reports/daily-sales?from=${week.from}&to=${week.to}\n`,
        );
      },
      (error: unknown) => caja.services.logger.error({ err: error }, 'demo simulation failed'),
    );
  }

  const stopMaintenance = startMaintenance(caja.services);
  onStopSignal(caja.services.logger, async () => {
    stopMaintenance();
    await caja.close();
  });
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
  process.stderr.write(
    `Caja no pudo arrancar: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
