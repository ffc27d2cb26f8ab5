/**
 * The keyset SQL of Caja's customer list, as the reference server runs it. The bench checks
 * that Caja's repository still sends exactly these statements before measuring anything.
 */
const COLUMNS = [
  'id',
  'account_id',
  'environment',
  'name',
  'last_name',
  'email',
  'phone',
  'document_number',
  'person_type',
  'document_type',
  'contact_channel',
  'deleted_at',
  'created_at',
  'updated_at',
]
  .map((column) => `"c"."${column}"`)
  .join(', ');

/** Newest first, capped at the most rows a page reads, the page's own row count outside (see plainPages). */
const page = (condition: string, rowCount: string) =>
  `select * from (select ${COLUMNS} from "customers" as "c" where "c"."account_id" = $1 and "c"."environment" = $2 ` +
  `and "c"."deleted_at" is null${condition} order by "c"."created_at" desc, "c"."id" desc limit 101) as "page" ` +
  `order by "page"."created_at" desc, "page"."id" desc limit ${rowCount}`;

export const FIRST_PAGE_SQL = page('', '$3');

export const NEXT_PAGE_SQL = page(' and ("c"."created_at", "c"."id") < ($3, $4)', '$5');
