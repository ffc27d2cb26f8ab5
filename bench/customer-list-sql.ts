/**
 * The keyset SQL of Caja's customer list, as the reference server runs it. The bench checks
 * that Caja's repository still sends exactly these statements before measuring anything.
 */
export const FIRST_PAGE_SQL =
  'select "c".* from "customers" as "c" where "c"."account_id" = $1 and "c"."environment" = $2 ' +
  'and "c"."deleted_at" is null order by "c"."created_at" desc, "c"."id" desc limit $3';

export const NEXT_PAGE_SQL =
  'select "c".* from "customers" as "c" where "c"."account_id" = $1 and "c"."environment" = $2 ' +
  'and "c"."deleted_at" is null and ("c"."created_at", "c"."id") < ($3, $4) ' +
  'order by "c"."created_at" desc, "c"."id" desc limit $5';
