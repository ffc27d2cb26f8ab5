import { bogotaDateTime } from '#src/text/format.js';
import { code, facts, link, note, paragraph, type RenderedMessage, renderMessage } from './layout.js';

/**
 * The console's e-mails, in Spanish. The subject of a code message carries the code, because
 * people read it from the phone's notification without opening the message.
 */

export type KeyEnvironment = 'live' | 'test';

const CODE_MINUTES = 10;

const environmentName = (environment: KeyEnvironment): string =>
  environment === 'live' ? 'producción (live)' : 'pruebas (test)';

const scopeList = (scopes: readonly string[]): string =>
  scopes.includes('*') ? 'todos (*)' : scopes.length > 0 ? scopes.join(', ') : 'ninguno';

export function signInCodeMessage(input: { code: string; consoleUrl: string; ip: string }): RenderedMessage {
  return renderMessage(`Tu código para entrar a la consola de Caja: ${input.code}`, [
    paragraph('Tu código para entrar a la consola de Caja es:'),
    code(input.code),
    paragraph(
      `Escríbelo en la página donde pediste entrar (${input.consoleUrl}). Vence en ${CODE_MINUTES} minutos.`,
    ),
    note(
      `Si no pediste este código, ignora este correo: sin él nadie puede entrar a tu cuenta. ` +
        `La solicitud llegó desde la dirección ${input.ip}.`,
    ),
  ]);
}

/** Someone keeps typing wrong codes to enter the owner's console. */
export function signInGuessingMessage(input: {
  wrongTries: number;
  ip: string;
  perDay: number;
  blockedUntil: Date | null;
  consoleUrl: string;
}): RenderedMessage {
  return renderMessage('Alguien está probando códigos para entrar a tu consola de Caja', [
    paragraph(
      `En las últimas 24 horas se escribieron ${input.wrongTries} códigos equivocados para entrar a la consola de Caja con tu correo. El último llegó desde la dirección ${input.ip}.`,
    ),
    paragraph(
      input.blockedUntil
        ? `Por seguridad, Caja no acepta ni envía códigos para tu correo hasta el ${bogotaDateTime(input.blockedUntil)} (hora de Colombia). Desde esa hora puedes entrar como siempre.`
        : `Si llegan a ${input.perDay} en 24 horas, Caja dejará de aceptar y de enviar códigos para tu correo durante un día, y nadie podrá entrar mientras tanto.`,
    ),
    paragraph('Si fuiste tú, no tienes que hacer nada.'),
    note(
      'Si no fuiste tú: nadie entra sin el código que llega a este correo. Protege el correo (cambia su contraseña y activa la verificación en dos pasos) y revisa la actividad de tu cuenta.',
    ),
    link('Ver la actividad de la cuenta', `${input.consoleUrl}/actividad`),
  ]);
}

export interface KeyCodeInput {
  code: string;
  accountName: string;
  keyName: string;
  environment: KeyEnvironment;
  scopes: readonly string[];
  consoleUrl: string;
}

export function keyCodeMessage(input: KeyCodeInput): RenderedMessage {
  return renderMessage(`Tu código para crear una llave de API en Caja: ${input.code}`, [
    paragraph(
      `Para confirmar la creación de la llave de API "${input.keyName}" en la cuenta ${input.accountName}, ` +
        'escribe este código en la consola:',
    ),
    code(input.code),
    facts([
      ['Nombre', input.keyName],
      ['Ambiente', environmentName(input.environment)],
      ['Permisos', scopeList(input.scopes)],
    ]),
    paragraph(`El código vence en ${CODE_MINUTES} minutos.`),
    note('Si no fuiste tú, no compartas este código con nadie: quien lo tenga puede crear la llave.'),
    link('Revisa la actividad de tu cuenta', `${input.consoleUrl}/actividad`),
  ]);
}

export interface KeyCreatedInput {
  accountName: string;
  keyName: string;
  environment: KeyEnvironment;
  scopes: readonly string[];
  /** The key's visible prefix and its last four characters: never the secret. */
  prefixAndLast4: string;
  expiresAt: Date | null;
  /** Who created it: a person's e-mail or an operator. */
  createdBy: string;
  ip: string | null;
  consoleUrl: string;
}

export function keyCreatedMessage(input: KeyCreatedInput): RenderedMessage {
  const where = input.environment === 'live' ? 'producción' : 'pruebas';
  const keysUrl = `${input.consoleUrl}/desarrolladores/claves?ambiente=${input.environment}`;
  return renderMessage(`Se creó una llave de API de ${where} en ${input.accountName}`, [
    paragraph(`Se creó una llave de API en la cuenta ${input.accountName}.`),
    facts([
      ['Nombre', input.keyName],
      ['Llave', input.prefixAndLast4],
      ['Ambiente', environmentName(input.environment)],
      ['Permisos', scopeList(input.scopes)],
      ['Vence', input.expiresAt ? `${bogotaDateTime(input.expiresAt)} (hora de Colombia)` : 'nunca'],
      ['Creada por', input.createdBy],
      ['Desde la dirección', input.ip ?? 'desconocida'],
    ]),
    paragraph('Si la creaste tú, no tienes que hacer nada.'),
    note('Si no la reconoces, revócala ya: cualquier programa con esa llave puede usar tu cuenta.'),
    link('Revocar llaves de API', keysUrl),
  ]);
}
