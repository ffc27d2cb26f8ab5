/**
 * What `--json` prints: the same snake_case names the API uses (`account_id`, `api_key`), so a
 * script reads the CLI's output and the API's with the same field names.
 */
export function toJsonOutput(value: unknown): string {
  return JSON.stringify(snakeCaseKeys(value), null, 2);
}

const snake = (name: string): string => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

function snakeCaseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeCaseKeys);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [snake(key), snakeCaseKeys(child)]));
}
