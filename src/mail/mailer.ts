import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '#src/config.js';
import { secureDataDir } from '#src/db/data-dir.js';
import { isInMemory } from '#src/db/database.js';
import { outboxDir, outboxFileName } from './outbox.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Resolves once the SMTP server accepted the message (or the outbox file is written). */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

// A message holds one of the job worker's slots while it is sent, and a code is worth sending
// for minutes only: a dead server must fail the attempt in seconds, for the engine to retry it,
// not after nodemailer's defaults (two minutes to connect, ten of silence).
const CONNECT_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 20_000;

/**
 * Sends through the SMTP server of `mail.smtpUrl`, or without one writes each message as a
 * `.eml` file in the outbox of `dataDir` (a temporary folder when the database is in memory).
 */
export function createMailer(mail: Config['mail'], dataDir: string, logger: Logger): Mailer {
  return mail.smtpUrl
    ? smtpMailer(mail.smtpUrl, mail.from, logger)
    : outboxMailer(mail.from, dataDir, logger);
}

function smtpMailer(url: string, from: string, logger: Logger): Mailer {
  // The URL's own query options (for example ?tls.rejectUnauthorized=false) win over these.
  const transport = nodemailer.createTransport(
    {
      url,
      connectionTimeout: CONNECT_TIMEOUT_MS,
      greetingTimeout: CONNECT_TIMEOUT_MS,
      dnsTimeout: CONNECT_TIMEOUT_MS,
      socketTimeout: SOCKET_TIMEOUT_MS,
    },
    { from },
  );
  return {
    async send(message) {
      try {
        const info = await transport.sendMail(message);
        logger.info({ messageId: info.messageId }, 'correo entregado al servidor SMTP');
      } catch (error) {
        throw sendError(error);
      }
    },
    async close() {
      transport.close();
    },
  };
}

/**
 * The failure retold in one line, without the original error as its cause: the message it was
 * sending carries a secret code, and whatever logs this error must not be able to print it.
 */
function sendError(error: unknown): Error {
  const { code, message } = error as { code?: unknown; message?: unknown };
  const reason = String(message ?? error)
    .split('\n')[0]!
    .slice(0, 200);
  const failure = new Error(`No se pudo entregar el correo al servidor SMTP: ${reason}`);
  if (typeof code === 'string') Object.assign(failure, { code });
  return failure;
}

function outboxMailer(from: string, dataDir: string, logger: Logger): Mailer {
  // The stream transport only composes: a real multipart text + HTML message, as SMTP would carry.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true }, { from });
  let folder: string | undefined;
  // Two messages in the same millisecond still get names in the order they were written.
  let lastMs = 0;
  const outbox = (): string => {
    if (folder !== undefined) return folder;
    const path = isInMemory(dataDir) ? mkdtempSync(join(tmpdir(), 'caja-outbox-')) : outboxDir(dataDir);
    // Once per process: 0700 for the folder, 0600 for any file an older version left readable.
    secureDataDir(path);
    folder = path;
    return path;
  };
  return {
    async send(message) {
      const { message: eml } = await composer.sendMail(message);
      lastMs = Math.max(Date.now(), lastMs + 1);
      const path = join(outbox(), outboxFileName(new Date(lastMs), randomBytes(4).toString('hex')));
      // `buffer: true` makes the composed message a Buffer, never a stream.
      await writeFile(path, eml as Buffer, { mode: 0o600, flag: 'wx' });
      logger.info({ path }, 'correo guardado en la bandeja local (sin SMTP_URL)');
    },
    async close() {
      composer.close();
    },
  };
}
