import { parseArgs } from 'node:util';
import type { Values } from './admin-command.js';
import { CliError } from './cli-error.js';

/** The options a command takes; `hint` names the value in messages (`--account ID`). */
export type OptionSpecs = Record<string, { type: 'string' | 'boolean'; short?: string; hint?: string }>;

const COMMON: OptionSpecs = { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } };

/** `-1`, `-0.5`: a value, not an option, after an option that takes one. */
const NEGATIVE_NUMBER = /^-\d/;

/**
 * Parses a command line against its options, in Spanish: node:util's own errors are in English,
 * and it takes `--days -1` for two options, so the value never reaches the check that says
 * which values are allowed.
 */
export function parseOptions(
  args: string[],
  options: OptionSpecs,
  synopsis: string,
): { values: Values; positionals: string[] } {
  const specs = { ...options, ...COMMON };
  const joined: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const next = args[i + 1];
    const name = arg.startsWith('--') && !arg.includes('=') ? arg.slice(2) : undefined;
    if (name && specs[name]?.type === 'string' && next !== undefined && NEGATIVE_NUMBER.test(next)) {
      joined.push(`${arg}=${next}`);
      i++;
    } else {
      joined.push(arg);
    }
  }
  try {
    const parsed = parseArgs({
      args: joined,
      options: Object.fromEntries(
        Object.entries(specs).map(([name, { type, short }]) => [name, short ? { type, short } : { type }]),
      ),
      allowPositionals: true,
      strict: true,
    });
    return { values: parsed.values as Values, positionals: parsed.positionals };
  } catch (error) {
    throw new CliError(`${parseProblem(error as Error & { code?: string }, specs)}\nUso: ${synopsis}`);
  }
}

function parseProblem(error: Error & { code?: string }, specs: OptionSpecs): string {
  const quoted = /'([^']+)'/.exec(error.message)?.[1] ?? '';
  // `'--account <value>'`, `'-h, --help'`: the long form when there is one.
  const flag = /--[A-Za-z0-9-]+/.exec(quoted)?.[0] ?? quoted.split(/[ ,]/)[0] ?? '';
  if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `La opción ${flag} no existe.`;
  const spec = specs[flag.replace(/^-+/, '')];
  if (spec?.type === 'string') {
    const value = spec.hint ?? 'VALOR';
    return `Falta el valor de ${flag}: escríbelo después de la opción, por ejemplo ${flag} ${value}.`;
  }
  if (spec?.type === 'boolean') return `${flag} no lleva valor: escribe solo ${flag}.`;
  return `Valor inválido para ${flag}: revisa si necesita un valor o no admite ninguno.`;
}
