/**
 * Many rows as one parameter: a JSON array that `jsonb_populate_recordset(null::table, $1)`
 * turns back into rows of the table's own column types. One parameter instead of one per
 * value keeps a statement of thousands of rows cheap to build, send and parse, and far from
 * the protocol's 65,535-parameter limit. A table whose large JSON column is `json` (events)
 * takes it through `json_populate_recordset` and a `json` parameter instead: the text is only
 * checked, not parsed into jsonb and written back out.
 */

const NONE: ReadonlySet<string> = new Set();

/**
 * The rows as a JSON array. Keys are column names (written as they are, unescaped); Dates
 * become ISO strings, which the column's type parses; undefined becomes null. The values of
 * the `json` columns are already JSON text (a jsonb column's value) and go in unquoted.
 */
export function jsonRows(rows: ReadonlyArray<Record<string, unknown>>, json = NONE): string {
  let out = '[';
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r]!;
    out += r === 0 ? '{' : ',{';
    let first = true;
    for (const key in row) {
      const value = row[key];
      const text = typeof value === 'string' && json.has(key) ? value : JSON.stringify(value ?? null);
      out += `${first ? '' : ','}"${key}":${text}`;
      first = false;
    }
    out += '}';
  }
  return `${out}]`;
}
