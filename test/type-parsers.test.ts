import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { PG_TYPE_IDS, parseTimestamptz } from '#src/db/type-parsers.js';

// The driver's own parser, captured before anything replaces it: the reference for every case.
const driver = pg.types.getTypeParser(PG_TYPE_IDS.timestamptz, 'text') as (text: string) => Date;

describe('parseTimestamptz', () => {
  it.each([
    '2026-11-22 14:03:12+00',
    '2026-11-22 14:03:12.1+00',
    '2026-11-22 14:03:12.12+00',
    '2026-11-22 14:03:12.123+00',
    '2026-11-22 14:03:12.123456+00',
    '2026-11-22 09:03:12.5-05',
    '2026-11-22 19:33:12.999+05:30',
    '1969-12-31 23:59:59.999+00',
    '2000-02-29 00:00:00-03:30:15',
    '9999-12-31 23:59:59.999+00',
  ])('reads %s as the driver does', (text) => {
    const parsed = parseTimestamptz(text, driver) as Date;
    expect(parsed).toBeInstanceOf(Date);
    expect(parsed.getTime()).toBe(driver(text).getTime());
  });

  it.each([
    'infinity',
    '-infinity',
    '0099-01-01 00:00:00+00',
    '2026-11-22 14:03:12 BC',
    '2026-11-22T14:03:12Z',
  ])('hands %s to the fallback', (text) => {
    const fallback = (t: string) => `fallback:${t}`;
    expect(parseTimestamptz(text, fallback)).toBe(`fallback:${text}`);
  });
});
