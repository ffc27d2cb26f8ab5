import { DEFAULT_BASE_URLS } from '@caja/sdk';
import type { Environment } from '#src/contract/api.js';
import { EVENT_TYPES } from '#src/contract/event-types.js';
import { keyEnvironment } from '#src/domain/api-keys/secret.js';
import type { Values } from './admin-command.js';
import { CliError } from './cli-error.js';
import { LISTEN_SYNOPSIS } from './command-help.js';

type Env = Record<string, string | undefined>;

export interface ListenOptions {
  key: string;
  /** The listener of the key's environment, as given (the SDK adds `/public/v1` when missing). */
  baseUrl: string;
  forwardTo: string;
  /** The event types to forward; null for all of them. */
  events: ReadonlySet<string> | null;
  /** --print-secret: show the signing secret and end. */
  printSecret: boolean;
}

/** The listener of an environment: CAJA_TEST_URL or CAJA_LIVE_URL, else the SDK's local default. */
export function defaultListenerUrl(environment: Environment, env: Env): string {
  return environment === 'live'
    ? (env['CAJA_LIVE_URL'] ?? DEFAULT_BASE_URLS.live)
    : (env['CAJA_TEST_URL'] ?? DEFAULT_BASE_URLS.test);
}

/** Reads the command line and CAJA_API_KEY, refusing each bad value by name. */
export function listenOptions(values: Values, env: Env): ListenOptions {
  const key = env['CAJA_API_KEY'] ?? '';
  const environment = keyEnvironment(key);
  if (!environment) {
    throw new CliError(
      key
        ? 'CAJA_API_KEY no es una llave de Caja: empieza por caja_test_ o caja_live_ y sigue con al menos 32 letras y dígitos. Cópiala completa desde la consola.'
        : 'Falta CAJA_API_KEY. Exporta una llave de API con el permiso events:read, por ejemplo: export CAJA_API_KEY=caja_test_…',
    );
  }
  const printOnly = values['print-secret'] === true;
  const forwardTo = typeof values['forward-to'] === 'string' ? values['forward-to'] : printOnly ? '' : null;
  if (forwardTo === null) throw new CliError(`Falta --forward-to.\nUso: ${LISTEN_SYNOPSIS}`);
  if (!printOnly && (!URL.canParse(forwardTo) || !/^https?:$/.test(new URL(forwardTo).protocol))) {
    throw new CliError(`--forward-to debe ser una URL http o https; llegó "${forwardTo}".`);
  }
  let events: Set<string> | null = null;
  if (typeof values['events'] === 'string') {
    events = new Set(values['events'].split(',').map((name) => name.trim()));
    const unknown = [...events].filter((name) => !(EVENT_TYPES as readonly string[]).includes(name));
    if (unknown.length > 0 || events.size === 0) {
      throw new CliError(
        `--events: "${unknown.join(', ')}" no es un tipo de evento. Usa uno o varios, separados por comas: ${EVENT_TYPES.join(', ')}.`,
      );
    }
  }
  const url = typeof values['url'] === 'string' ? values['url'] : defaultListenerUrl(environment, env);
  return { key, baseUrl: url.replace(/\/+$/, ''), forwardTo, events, printSecret: printOnly };
}
