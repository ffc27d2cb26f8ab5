/**
 * The same JavaScript values from both drivers: bigint and numeric columns become numbers.
 * Money is whole pesos up to 10^10 and quantities have a few decimals, far inside the range
 * a double holds exactly.
 */
export const PG_TYPE_IDS = { int8: 20, numeric: 1700 } as const;

export const parseNumber = (value: string): number => Number(value);
