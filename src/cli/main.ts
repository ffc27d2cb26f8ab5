import { adminClient } from '#src/clients/admin-client.js';
import { ApiError, ClientError } from '#src/clients/client-error.js';
import { resolveAccount } from './account-ref.js';
import type { AdminCommand, Values } from './admin-command.js';
import { ADMIN_COMMANDS } from './admin-commands.js';
import { messageWithOption, optionForParam } from './api-params.js';
import { CliError } from './cli-error.js';
import {
  LISTEN_OPTIONS,
  LISTEN_SUMMARY,
  LISTEN_SYNOPSIS,
  OUTBOX_OPTIONS,
  OUTBOX_SUMMARY,
  OUTBOX_SYNOPSIS,
  SECRETS_SUMMARY,
  SIMULATE_OPTIONS,
  SIMULATE_SUMMARY,
  SIMULATE_SYNOPSIS,
  TRIGGER_OPTIONS,
  TRIGGER_SUMMARY,
  TRIGGER_SYNOPSIS,
  WORKER_SUMMARY,
} from './command-help.js';
import { type OptionSpecs, parseOptions as parse } from './parse-options.js';
import { closestCommand } from './suggest.js';
import { COMMAND_GROUPS, commandUsage, groupUsage, usage } from './usage.js';

type Env = Record<string, string | undefined>;

const HELP = new Set(['--help', '-h']);
/** The commands that run here rather than through the operator API. */
const LOCAL_COMMANDS = ['serve', 'worker', 'migrate', 'secrets rotate-key', 'outbox', 'simulate', 'listen'];

async function runAdmin(command: AdminCommand, args: string[], env: Env): Promise<string> {
  const synopsis = commandUsage(command);
  const types: OptionSpecs = Object.fromEntries(
    Object.entries(command.options).map(([k, o]) => [
      k,
      { type: o.type, ...(o.hint ? { hint: o.hint } : {}) },
    ]),
  );
  const { values, positionals } = parse(args, types, synopsis);
  if (values['help']) return `Uso: ${synopsis}\n${command.summary}`;
  const expected = command.id ? 1 : 0;
  if (positionals.length !== expected) {
    const problem =
      positionals.length < expected ? `Falta el ${command.id}.` : `Sobra "${positionals[expected]}".`;
    throw new CliError(`${problem}\nUso: ${synopsis}`);
  }
  const missing = Object.entries(command.options).find(([k, o]) => o.required && values[k] === undefined);
  if (missing) throw new CliError(`Falta --${missing[0]}.\nUso: ${synopsis}`);
  const client = adminClient(env);
  let result: unknown;
  try {
    if (typeof values['account'] === 'string')
      values['account'] = await resolveAccount(client, values['account']);
    const request = command.request(values, positionals[0] ?? '');
    result = await client.call(request.method, request.path, request.body);
  } catch (error) {
    throw inOptionTerms(error, command, synopsis);
  }
  return values['json']
    ? JSON.stringify(result, null, 2)
    : command.describe(result as Record<string, unknown>);
}

/**
 * A VALIDATION_ERROR names the API's field (`environment`, the path's `id`); the operator typed
 * an option (`--env`, `--account`): say it in those terms, with the command's usage.
 */
function inOptionTerms(error: unknown, command: AdminCommand, synopsis: string): unknown {
  if (!(error instanceof ApiError) || error.param === undefined) return error;
  const option = optionForParam(command, error.param);
  if (option === null) return error;
  const detail = messageWithOption(error.detail, error.param, option);
  return new ApiError(error.status, error.code, `${detail}\nUso: ${synopsis}`, error.param);
}

/** The options of a command that takes no positionals, or its help text when asked with --help. */
function commandOptions(
  args: string[],
  options: OptionSpecs,
  synopsis: string,
  summary: string[],
): { help: string } | { values: Values } {
  const { values, positionals } = parse(args, options, synopsis);
  if (values['help']) return { help: [`Uso: ${synopsis}`, ...summary].join('\n') };
  if (positionals.length > 0) throw new CliError(`Sobra "${positionals[0]}".\nUso: ${synopsis}`);
  return { values };
}

/**
 * Runs one command line and returns what to print on stdout. `serve` resolves once the server
 * is listening (the process then lives on); every failure is a CliError.
 */
async function run(argv: string[], env: Env): Promise<string | undefined> {
  const [first, second] = argv;
  if (first === undefined) throw new CliError(`Falta el comando.\n\n${usage()}`);
  if (first === 'help' || HELP.has(first)) {
    return second !== undefined && COMMAND_GROUPS.includes(second) ? groupUsage(second) : usage();
  }
  // `caja keys`, `caja keys --help`: what the group's commands are, rather than an error.
  if (COMMAND_GROUPS.includes(first) && (second === undefined || HELP.has(second))) return groupUsage(first);
  if (first === 'serve') {
    const { values } = parse(argv.slice(1), {}, 'caja serve');
    if (values['help'])
      return 'Uso: caja serve\nArranca Caja: producción, pruebas e interfaz de operadores (como npm start).';
    // Loaded only when needed: the database drivers are slow to import and the admin calls skip them.
    await (await import('./local-commands.js')).serve();
    return undefined;
  }
  if (first === 'worker') {
    const { values } = parse(argv.slice(1), {}, 'caja worker');
    if (values['help']) return `Uso: caja worker\n${WORKER_SUMMARY}`;
    await (await import('./local-commands.js')).worker();
    return undefined;
  }
  if (first === 'migrate') {
    const { values } = parse(argv.slice(1), {}, 'caja migrate [--json]');
    if (values['help']) return 'Uso: caja migrate [--json]';
    return (await import('./local-commands.js')).migrate(env, values['json'] === true);
  }
  if (first === 'secrets') {
    const synopsis = 'caja secrets rotate-key [--json]';
    const { values, positionals } = parse(argv.slice(1), {}, synopsis);
    if (values['help'] || positionals[0] !== 'rotate-key' || positionals.length > 1) {
      const help = `Uso: ${synopsis}\n${SECRETS_SUMMARY.join('\n')}`;
      if (values['help']) return help;
      throw new CliError(help);
    }
    return (await import('./local-commands.js')).rotateSecretKey(env, values['json'] === true);
  }
  if (first === 'outbox') {
    const parsed = commandOptions(argv.slice(1), OUTBOX_OPTIONS, OUTBOX_SYNOPSIS, OUTBOX_SUMMARY);
    if ('help' in parsed) return parsed.help;
    return (await import('./outbox-command.js')).runOutbox(parsed.values, env);
  }
  if (first === 'simulate') {
    const parsed = commandOptions(argv.slice(1), SIMULATE_OPTIONS, SIMULATE_SYNOPSIS, SIMULATE_SUMMARY);
    if ('help' in parsed) return parsed.help;
    return (await import('./simulate-command.js')).runSimulation(parsed.values, env);
  }
  if (first === 'listen') {
    const parsed = commandOptions(argv.slice(1), LISTEN_OPTIONS, LISTEN_SYNOPSIS, LISTEN_SUMMARY);
    if ('help' in parsed) return parsed.help;
    return (await import('./listen-command.js')).runListen(parsed.values, env);
  }
  if (first === 'trigger') {
    const { values, positionals } = parse(argv.slice(1), TRIGGER_OPTIONS, TRIGGER_SYNOPSIS);
    if (values['help']) return [`Uso: ${TRIGGER_SYNOPSIS}`, ...TRIGGER_SUMMARY].join('\n');
    if (positionals.length > 1) throw new CliError(`Sobra "${positionals[1]}".\nUso: ${TRIGGER_SYNOPSIS}`);
    return (await import('./trigger-command.js')).runTrigger(values, positionals[0], env);
  }
  const command = ADMIN_COMMANDS.find((c) => c.name === `${first} ${second ?? ''}`.trim());
  if (!command) {
    const typed = [first, second].filter((word): word is string => Boolean(word));
    const known = [...LOCAL_COMMANDS, ...ADMIN_COMMANDS.map((c) => c.name)];
    const closest = closestCommand(typed, known);
    const hint = closest ? ` ¿Quisiste decir \`caja ${closest}\`?` : '';
    throw new CliError(`Comando desconocido: "${typed.join(' ')}".${hint}\n\n${usage()}`);
  }
  return runAdmin(command, argv.slice(2), env);
}

try {
  const output = await run(process.argv.slice(2), process.env);
  if (output !== undefined) process.stdout.write(`${output}\n`);
} catch (error) {
  const message = error instanceof ClientError ? error.message : `Error inesperado: ${String(error)}`;
  process.stderr.write(`${message}\n`);
  process.exitCode = 1;
}
