import type { CodeRefused } from '#src/domain/sign-in/codes.service.js';
import { WRONG_CODES_PER_DAY } from '#src/domain/sign-in/guessing.js';
import { bogotaDateTime } from '#src/text/format.js';

/** What a person reads when a code is not accepted, with the next step. */
export function codeProblem(rejected: CodeRefused, again: string): string {
  switch (rejected.problem) {
    case 'wrong':
      return `El código no es correcto. Te ${rejected.triesLeft === 1 ? 'queda 1 intento' : `quedan ${rejected.triesLeft} intentos`}.`;
    case 'exhausted':
      return `Ese código ya no sirve: se equivocaron 5 veces. ${again}`;
    case 'expired':
      return `Ese código venció (vale 10 minutos). ${again}`;
    case 'used':
      return `Ese código ya se usó. ${again}`;
  }
}

/** A wait in whole minutes, as a person reads it. */
export function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
}

/** The day's bound on wrong codes for an e-mail was reached: when to come back, and why. */
export function wrongCodesText(retryAt: Date): string {
  return `Por seguridad, este correo no puede recibir ni usar códigos hasta el ${bogotaDateTime(retryAt)} (hora de Colombia): se escribieron ${WRONG_CODES_PER_DAY} códigos equivocados en 24 horas. Vuelve a pedir un código desde esa hora. Si no fuiste tú, nadie puede entrar sin el código que llega a tu correo.`;
}

/** A Retry-After header's whole seconds until `at`. */
export const secondsUntil = (at: Date, now: Date): string =>
  String(Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000)));
