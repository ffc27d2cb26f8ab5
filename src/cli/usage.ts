import type { AdminCommand } from './admin-command.js';
import { ADMIN_COMMANDS, optionsUsage } from './admin-commands.js';
import {
  LISTEN_SUMMARY,
  LISTEN_SYNOPSIS,
  OUTBOX_SUMMARY,
  OUTBOX_SYNOPSIS,
  SECRETS_SUMMARY,
  SIMULATE_SUMMARY,
  SIMULATE_SYNOPSIS,
  TRIGGER_SUMMARY,
  TRIGGER_SYNOPSIS,
  WORKER_SUMMARY,
} from './command-help.js';

/** One command's synopsis, for errors and `caja <command> --help`. */
export const commandUsage = (command: AdminCommand): string =>
  `caja ${command.name} ${optionsUsage(command)} [--json]`.replace(/\s+/g, ' ');

/** The groups of operator commands (`accounts`, `keys`, …), in the order the help lists them. */
export const COMMAND_GROUPS = [...new Set(ADMIN_COMMANDS.map((command) => command.name.split(' ')[0]!))];

/** The help of one group: each of its commands with its synopsis and what it does. */
export function groupUsage(group: string): string {
  const commands = ADMIN_COMMANDS.filter((command) => command.name.split(' ')[0] === group);
  return [
    `Uso: caja ${group} <${commands.map((command) => command.name.split(' ')[1]).join('|')}> [opciones]`,
    '',
    ...commands.flatMap((command) => [`  ${commandUsage(command)}`, `      ${command.summary}`]),
    '',
    `\`caja ${group} <subcomando> --help\` muestra la ayuda de uno; \`caja help\`, la de todos los comandos.`,
  ].join('\n');
}

/** The whole help text. */
export function usage(): string {
  return [
    'Uso: caja <comando> [opciones]',
    '',
    'Servidor y base de datos:',
    '  caja serve',
    '      Arranca Caja: producción, pruebas e interfaz de operadores (como npm start).',
    '  caja worker',
    `      ${WORKER_SUMMARY}`,
    '  caja migrate [--json]',
    '      Aplica las migraciones a la base de datos configurada y termina.',
    '  caja secrets rotate-key [--json]',
    ...SECRETS_SUMMARY.map((line) => `      ${line}`),
    `  ${OUTBOX_SYNOPSIS}`,
    ...OUTBOX_SUMMARY.map((line) => `      ${line}`),
    '',
    'Operadores (llaman a la interfaz de operadores del servidor en marcha):',
    ...ADMIN_COMMANDS.flatMap((command) => [`  ${commandUsage(command)}`, `      ${command.summary}`]),
    '',
    'Simulación (por las interfaces de dispositivos y de operadores del servidor en marcha):',
    `  ${SIMULATE_SYNOPSIS}`,
    ...SIMULATE_SUMMARY.map((line) => `      ${line}`),
    '',
    'Webhooks en tu máquina (por la API pública, con una llave):',
    `  ${LISTEN_SYNOPSIS}`,
    ...LISTEN_SUMMARY.map((line) => `      ${line}`),
    '',
    `  ${TRIGGER_SYNOPSIS}`,
    ...TRIGGER_SUMMARY.map((line) => `      ${line}`),
    '',
    '  caja help',
    '      Muestra esta ayuda. `caja <comando> --help` muestra la de un comando.',
    '',
    'Opciones:',
    '  --json   Imprime solo la respuesta JSON (para scripts).',
    '',
    'Entorno:',
    '  CAJA_ADMIN_URL     Interfaz de operadores (por defecto http://127.0.0.1:3002).',
    '  CAJA_TEST_URL, CAJA_LIVE_URL   Escuchas de pruebas y producción para simulate, listen y trigger (por defecto :3001 y :3000).',
    '  CAJA_API_KEY       Llave de API de listen y trigger (caja_test_… o caja_live_…, con el permiso events:read).',
    '  CAJA_ADMIN_TOKEN   Token de operador; si falta, se lee de <CAJA_DATA_DIR o ./data>/admin-token.',
    '  DATABASE_URL, CAJA_DATA_DIR   La base de datos de migrate y serve; CAJA_DATA_DIR también la bandeja de outbox.',
    '',
    'Los errores se escriben en la salida de error y terminan con código 1.',
  ].join('\n');
}
