import type { CodeRefused } from '#src/domain/sign-in/codes.service.js';

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
