import { allowedValues, type Schema } from './schema-view.js';

/**
 * The patterns the contract uses, said in words. A pattern missing here is left out of the page
 * rather than shown as a regular expression (test/docs.test.ts asks for every one to be here).
 */
export const PATTERN_WORDS: Record<string, string | null> = {
  '\\S': 'No puede estar en blanco',
  '^(?!\\s*$)[^\\u0000]*$': 'No puede estar en blanco',
  // Refuses only U+0000, which no one types: nothing worth a line.
  '^[^\\u0000]*$': null,
  '^[Hh][Tt][Tt][Pp][Ss]?://[^/?#]': 'Empieza por `http://` o `https://`',
  '^[A-Za-z0-9_\\-:.]{1,255}$': 'Solo letras sin tilde, dígitos y `_` `-` `:` `.`',
};

/** Formats whose length bound says nothing a reader needs (a date is as long as a date is). */
const FIXED_FORMATS = new Set(['date-time', 'date', 'uuid']);

const number = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) ? value.toLocaleString('es-CO') : String(value);

const quote = (value: unknown) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;

/** Whether a description already states a number (as `10000000000` or `10.000.000.000`). */
function mentions(description: string, value: unknown): boolean {
  const plain = description.replace(/(\d)[.\u00a0 ](?=\d{3}\b)/g, '$1');
  return new RegExp(`(^|[^\\d.,])${String(value).replace('.', '\\.')}($|[^\\d])`).test(plain);
}

function range(
  description: string,
  min: unknown,
  max: unknown,
  unit: string,
  words: { both: string; min: string; max: string },
): string | undefined {
  const given = [min, max].filter((v) => v !== undefined);
  if (given.length === 0 || given.every((v) => mentions(description, v))) return undefined;
  if (min !== undefined && max !== undefined) return `${words.both} ${number(min)} a ${number(max)}${unit}`;
  if (min !== undefined) return `${words.min} ${number(min)}${unit}`;
  return `${words.max} ${number(max)}${unit}`;
}

/**
 * The limits of a value in words, each a sentence: lengths, ranges, allowed values, pattern,
 * default. A limit the description already states is not repeated; an output value shows only
 * its allowed values (what a reader of a response can meet).
 */
export function limitsInWords(schema: Schema, description = '', direction: 'in' | 'out' = 'in'): string[] {
  const out: (string | undefined)[] = [];
  const values = allowedValues(schema);
  const listed = values?.every((v) => description.includes(quote(v))) ?? false;
  if (values && values.length === 1) out.push(listed ? undefined : `Siempre ${quote(values[0])}`);
  else if (values && values.length > 1 && !listed) out.push(`Uno de: ${values.map(quote).join(', ')}`);
  if (direction === 'out') return out.filter((s) => s !== undefined);

  const format = typeof schema['format'] === 'string' ? schema['format'] : '';
  if (!values && !FIXED_FORMATS.has(format)) {
    const words = { both: 'De', min: 'Al menos', max: 'Hasta' };
    // "Hasta 120 caracteres" in the description says it all when the minimum only refuses "".
    const max = schema['maxLength'];
    const min = (schema['minLength'] as number | undefined) ?? 0;
    if (!(max !== undefined && min <= 1 && mentions(description, max))) {
      out.push(range(description, schema['minLength'], max, ' caracteres', words));
    }
  }
  out.push(
    range(description, schema['minimum'], schema['maximum'], '', {
      both: 'De',
      min: 'Mínimo',
      max: 'Máximo',
    }),
  );
  if (schema['exclusiveMinimum'] !== undefined) out.push(`Mayor que ${number(schema['exclusiveMinimum'])}`);
  out.push(
    range(description, schema['minItems'], schema['maxItems'], ' elementos', {
      both: 'De',
      min: 'Al menos',
      max: 'Hasta',
    }),
  );
  const pattern = schema['pattern'];
  if (typeof pattern === 'string') {
    const words = PATTERN_WORDS[pattern];
    const said = /vac[ií]|en blanco|http\(s\)/i.test(description) && !words?.startsWith('Solo');
    if (words && !said) out.push(words);
  }
  if (schema['default'] !== undefined && !/por defecto/i.test(description)) {
    out.push(`Por defecto ${quote(schema['default'])}`);
  }
  return out.filter((s) => s !== undefined);
}
