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

export const FIRST_PAGE_SQL =
  `select ${COLUMNS} from "customers" as "c" where "c"."account_id" = $1 and "c"."environment" = $2 ` +
  'and "c"."deleted_at" is null order by "c"."created_at" desc, "c"."id" desc limit $3';

export const NEXT_PAGE_SQL =
  `select ${COLUMNS} from "customers" as "c" where "c"."account_id" = $1 and "c"."environment" = $2 ` +
  'and "c"."deleted_at" is null and ("c"."created_at", "c"."id") < ($3, $4) ' +
  'order by "c"."created_at" desc, "c"."id" desc limit $5';
