import { Type } from '@sinclair/typebox';

/**
 * Field shapes that categories, products and variants share, so that each bound is written once.
 * PostgreSQL text cannot hold U+0000, so every free text refuses it here rather than in the database.
 */
const NO_NUL = '^[^\\u0000]*$';
/** Not only whitespace, and no U+0000; both checks run in linear time. */
const NOT_BLANK = '^(?!\\s*$)[^\\u0000]*$';

export const MAX_PRICE = 10_000_000_000;

export const Name = (description: string) =>
  Type.String({ minLength: 1, maxLength: 120, pattern: NOT_BLANK, description });

export const FreeText = (maxLength: number, description: string) =>
  Type.String({ maxLength, pattern: NO_NUL, description });

export const HttpUrl = (description: string) =>
  Type.String({
    format: 'uri',
    maxLength: 2048,
    pattern: '^[Hh][Tt][Tt][Pp][Ss]?://[^/?#]',
    description: `${description} URL absoluta http(s), hasta 2048 caracteres.`,
  });

export const Sku = () =>
  Type.String({
    minLength: 1,
    maxLength: 60,
    pattern: NOT_BLANK,
    description: 'Hasta 60 caracteres; único en la cuenta y el ambiente entre productos y variantes.',
  });

export const Price = (description: string) =>
  Type.Integer({
    minimum: 0,
    maximum: MAX_PRICE,
    description: `${description} Pesos enteros, 0 a ${MAX_PRICE}.`,
  });

export const PercentDiscount = () =>
  Type.Number({ minimum: 0, maximum: 100, description: 'Porcentaje de 0 a 100; admite decimales.' });

export { OneOf } from './common.js';
