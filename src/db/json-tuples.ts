import type { TObject } from '@sinclair/typebox';
import { type RawBuilder, sql } from 'kysely';

/**
 * The objects a read embeds (a sale's lines, a product's variants), built by the database in
 * the same statement as their parent and sent as JSON arrays of their fields: the parent's
 * page needs no statement per kind of child and no child rows for the driver to read field by
 * field, and an array costs the database and JSON.parse less than an object with its keys.
 * The schema's property order is the arrays' order, on both sides; a constant property
 * (`object: 'sale_item'`) is not sent.
 */
export function jsonTuples<T>(schema: TObject) {
  const properties = Object.entries(schema.properties);
  const sent = properties.filter(([, property]) => !('const' in property));
  const keys = properties.map(([name, property]) => ({ name, constant: property['const'] as unknown }));
  return {
    /**
     * `json_build_array(…)` of the columns of `alias` named like the schema's properties.
     * Once JSON.parse has read it, bigint and numeric are numbers, uuid and text strings,
     * jsonb its value, and an instant (`format: 'date-time'`) PostgreSQL's text of it, as
     * `TimestampsAsText` rows carry it.
     */
    columns(alias: string): RawBuilder<unknown[]> {
      const values = sent.map(([name, property]) => {
        const column = sql.ref(`${alias}.${name}`);
        return property['format'] === 'date-time' ? sql`${column}::text` : column;
      });
      return sql<unknown[]>`json_build_array(${sql.join(values)})`;
    },

    /** The object one such array stands for, its keys in the schema's order. */
    read(tuple: unknown[]): T {
      const object: Record<string, unknown> = {};
      let at = 0;
      for (const { name, constant } of keys) object[name] = constant === undefined ? tuple[at++] : constant;
      return object as T;
    },
  };
}
