import { parseArgs } from 'node:util';
import { adminClient, CliError } from './admin-client.js';
import { ADMIN_COMMANDS, type AdminCommand, type Values } from './admin-commands.js';
import {
  LISTEN_OPTIONS,
  LISTEN_SUMMARY,
  LISTEN_SYNOPSIS,
  OUTBOX_OPTIONS,
  OUTBOX_SUMMARY,
  OUTBOX_SYNOPSIS,
  SIMULATE_OPTIONS,
  SIMULATE_SUMMARY,
  SIMULATE_SYNOPSIS,
  WORKER_SUMMARY,
} from './command-help.js';
import { commandUsage, usage } from './usage.js';

type Env = Record<string, string | undefined>;

type OptionSpecs = Record<string, { type: 'string' | 'boolean'; short?: string }>;

const COMMON: OptionSpecs = { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } };

/** node:util's parse errors are in English: say the same in Spanish, naming the option. */
function parse(
  args: string[],
  options: OptionSpecs,
  synopsis: string,
): { values: Values; positionals: string[] } {
  try {
    const parsed = parseArgs({
      args,
      options: { ...options, ...COMMON },
      allowPositionals: true,
      strict: true,
    });
    return { values: parsed.values as Values, positionals: parsed.positionals };
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    const option = /'([^']+)'/.exec(String((error as Error).message))?.[1] ?? '';
    const reason =
      code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION'
        ? `La opción ${option} no existe.`
        : `Valor inválido para ${option.split(' ')[0]}: revisa si necesita un valor o no admite ninguno.`;
    throw new CliError(`${reason}\nUso: ${synopsis}`);
  }
}

async function runAdmin(command: AdminCommand, args: string[], env: Env): Promise<string> {
  const synopsis = commandUsage(command);
  const types: OptionSpecs = Object.fromEntries(
    Object.entries(command.options).map(([k, o]) => [k, { type: o.type }]),
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
  const request = command.request(values, positionals[0] ?? '');
  const result = await adminClient(env).call(request.method, request.path, request.body);
  return values['json']
    ? JSON.stringify(result, null, 2)
    : command.describe(result as Record<string, unknown>);
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
  if (first === 'help' || first === '--help' || first === '-h') return usage();
  if (first === 'serve') {
    parse(argv.slice(1), {}, 'caja serve');
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
  const command = ADMIN_COMMANDS.find((c) => c.name === `${first} ${second ?? ''}`.trim());
  if (!command) {
    throw new CliError(`Comando desconocido: "${[first, second].filter(Boolean).join(' ')}".\n\n${usage()}`);
  }
  return runAdmin(command, argv.slice(2), env);
}

try {
  const output = await run(process.argv.slice(2), process.env);
  if (output !== undefined) process.stdout.write(`${output}\n`);
} catch (error) {
  const message = error instanceof CliError ? error.message : `Error inesperado: ${String(error)}`;
  process.stderr.write(`${message}\n`);
  process.exitCode = 1;
}
