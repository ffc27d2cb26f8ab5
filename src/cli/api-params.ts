import type { AdminCommand } from './admin-command.js';

/** Body and query fields whose option has another name than the field in kebab-case. */
const RENAMED: Record<string, string> = {
  environment: 'env',
  is_default: 'default',
  event_id: 'event',
  enabled_events: 'events',
};

/**
 * How the operator names what the server's VALIDATION_ERROR names in `param`: the option it
 * typed (`--env` for `environment`, `--account` for the account in the path), or the command's
 * positional id. Null when no option matches.
 */
export function optionForParam(command: Pick<AdminCommand, 'id' | 'options'>, param: string): string | null {
  const field = param.split('.')[0] ?? param;
  if (field === 'id') {
    // The path's id: the positional when the command takes one, else the account it names.
    if (command.id) return command.id;
    return 'account' in command.options ? '--account' : null;
  }
  const option = RENAMED[field] ?? field.replace(/_/g, '-');
  return option in command.options ? `--${option}` : null;
}

/** The server's message with its field name (`` `environment` ``) replaced by the option. */
export function messageWithOption(message: string, param: string, option: string): string {
  const named = message.split(`\`${param}\``).join(option);
  return named === message ? `${option}: ${message}` : named;
}
