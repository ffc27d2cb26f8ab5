import { ConfigError, loadConfig } from '#src/config.js';
import { type OutboxMessage, outboxDir, readOutbox } from '#src/mail/outbox.js';
import type { Values } from './admin-command.js';
import { CliError } from './cli-error.js';
import { OUTBOX_SYNOPSIS } from './command-help.js';
import { toJsonOutput } from './json-output.js';

type Env = Record<string, string | undefined>;

const MAX_LAST = 1000;

function lastCount(values: Values): number {
  const raw = values['last'];
  if (raw === undefined) return 3;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > MAX_LAST) {
    throw new CliError(
      `--last debe ser un entero entre 1 y ${MAX_LAST}; llegó "${raw}".\nUso: ${OUTBOX_SYNOPSIS}`,
    );
  }
  return value;
}

function describe(message: OutboxMessage): string {
  return [
    // The Date header keeps whole seconds: no ".000" to read past.
    `Fecha:   ${message.date ? message.date.toISOString().replace('.000Z', 'Z') : '(sin fecha)'}`,
    `Para:    ${message.to}`,
    `Asunto:  ${message.subject}`,
    `Archivo: ${message.path}`,
    '',
    message.text.trimEnd(),
  ].join('\n');
}

function emptyOutbox(dataDir: string): string {
  const why = [
    'Caja guarda ahí los correos de la consola (códigos de acceso, avisos de llaves) solo cuando',
    'SMTP_URL no está definida; con SMTP_URL los entrega ese servidor de correo.',
  ];
  // The same test as the database's isInMemory, without loading the database drivers for it.
  if (dataDir.startsWith('memory://')) {
    return [
      'Con CAJA_DATA_DIR=memory:// no hay bandeja local que leer: el servidor guarda los correos en un',
      'directorio temporal, cuya ruta aparece en su registro ("correo guardado en la bandeja local").',
      ...why,
    ].join('\n');
  }
  return [`La bandeja local (${outboxDir(dataDir)}) está vacía.`, ...why].join('\n');
}

/** `caja outbox`: the latest messages written to the local outbox, oldest first. */
export async function runOutbox(values: Values, env: Env): Promise<string> {
  const last = lastCount(values);
  let dataDir: string;
  try {
    dataDir = loadConfig(env).dataDir;
  } catch (error) {
    if (error instanceof ConfigError) throw new CliError(error.message);
    throw error;
  }
  const messages = await readOutbox(dataDir, last);
  if (values['json']) return toJsonOutput(messages);
  if (messages.length === 0) return emptyOutbox(dataDir);
  const heading =
    messages.length === 1
      ? `El correo más reciente de ${outboxDir(dataDir)}:`
      : `Los ${messages.length} correos más recientes de ${outboxDir(dataDir)}, del más antiguo al más nuevo:`;
  const rule = '─'.repeat(72);
  return [heading, ...messages.flatMap((message) => [rule, describe(message)])].join('\n');
}
