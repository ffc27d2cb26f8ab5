const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const WIDTH = 72;

const quote = (value: string) =>
  `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;

/**
 * A value as a JavaScript literal the way a person writes one: bare keys, single quotes,
 * short objects on one line, trailing commas on long ones.
 */
export function jsLiteral(value: unknown, indent = ''): string {
  if (typeof value === 'string') return quote(value);
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  const inner = `${indent}  `;
  const entries = Array.isArray(value)
    ? value.map((item) => jsLiteral(item, inner))
    : Object.entries(value).map(
        ([key, item]) => `${IDENTIFIER.test(key) ? key : quote(key)}: ${jsLiteral(item, inner)}`,
      );
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  if (entries.length === 0) return `${open}${close}`;
  const oneLine = Array.isArray(value) ? `[${entries.join(', ')}]` : `{ ${entries.join(', ')} }`;
  if (!oneLine.includes('\n') && oneLine.length + indent.length <= WIDTH) return oneLine;
  return `${open}\n${entries.map((e) => `${inner}${e},`).join('\n')}\n${indent}${close}`;
}
