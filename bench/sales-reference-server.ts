import Fastify from 'fastify';
import pg from 'pg';

/**
 * The bare references bench/sales-list.ts compares Caja's sale list with: Fastify and a `pg`
 * pool of the same size serving `GET /sales?limit=&starting_after=` for one fixed account.
 * By default the way a hand-written endpoint would: one page of sales, then the lines and the
 * documents of those sales, each through `pool.query` (not prepared). With FIRST_PAGE_SQL and
 * NEXT_PAGE_SQL it runs those statements instead, Caja's own (each sale with its lines and
 * documents as JSON arrays; values account, environment, then the cursor's instant and id,
 * then the row count), through `pool.query` too. Either way the rows become the API's objects
 * in the contract's key order (numbers as numbers, instants as `toISOString` writes them, each
 * tax in the order the API shows it) and Fastify's default JSON.stringify writes them out.
 * No authentication, rate limit, request id, logging, validation or response schema. It
 * decodes and writes Caja's cursors, so that every server receives identical URLs and the
 * bench can check that they answer identical bytes.
 *
 * Env: DATABASE_URL, ACCOUNT_ID, REFERENCE_PORT, DATABASE_POOL_SIZE (10), FIRST_PAGE_SQL and
 * NEXT_PAGE_SQL (both or neither).
 */

// Money and quantities as numbers, as Caja reads them.
pg.types.setTypeParser(20, Number);
pg.types.setTypeParser(1700, Number);

const SALE_COLUMNS =
  'id, status, document_kind, payment_method, customer_id, cash_session_id, subtotal, discount, ' +
  'discount_percent, tax, tip_amount, total, tax_breakdown, notes, table_label, occurred_at, created_at, updated_at';
const FIRST_PAGE = `select ${SALE_COLUMNS} from sales where account_id = $1 and environment = $2
  order by created_at desc, id desc limit $3`;
const NEXT_PAGE = `select ${SALE_COLUMNS} from sales where account_id = $1 and environment = $2
  and (created_at, id) < ($4, $5) order by created_at desc, id desc limit $3`;
const ITEMS = `select sale_id, id, product_id, variant_id, item_kind, description, quantity, unit_price,
  subtotal, unit_cost, tax_class, taxes from sale_items
  where account_id = $1 and environment = $2 and sale_id = any($3) order by position`;
const INVOICES = `select sale_id, id, document_type, status, cufe, prefix, number from invoices
  where account_id = $1 and environment = $2 and sale_id = any($3) order by created_at, id`;

interface Tax {
  code: string;
  name?: string | null;
  rate: number | null;
  per_unit: number | null;
  base: number;
  amount: number;
}

const taxEntry = (t: Tax) => ({
  code: t.code,
  name: t.name,
  rate: t.rate,
  per_unit: t.per_unit,
  base: t.base,
  amount: t.amount,
});
const breakdownEntry = (t: Tax) => ({
  code: t.code,
  rate: t.rate,
  per_unit: t.per_unit,
  base: t.base,
  amount: t.amount,
});

// biome-ignore lint/suspicious/noExplicitAny: rows as the driver reads them
type Row = Record<string, any>;
/** A page's sales (and the row after them, if any), and where each one's lines and documents are. */
interface PageRead {
  sales: Row[];
  itemsOf(sale: Row): Row[];
  invoicesOf(sale: Row): Row[];
}

function grouped(rows: Row[]): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = groups.get(row.sale_id);
    if (group) group.push(row);
    else groups.set(row.sale_id, [row]);
  }
  return groups;
}

async function main(): Promise<void> {
  const accountId = process.env['ACCOUNT_ID'];
  const pool = new pg.Pool({
    connectionString: process.env['DATABASE_URL'],
    max: Number(process.env['DATABASE_POOL_SIZE'] ?? 10),
  });
  const app = Fastify();

  const caja = { first: process.env['FIRST_PAGE_SQL'], next: process.env['NEXT_PAGE_SQL'] };

  /** The page's sales with their lines and documents, in three statements. */
  const threeStatements = async (limit: number, after: string | undefined): Promise<PageRead> => {
    const page = await pool.query(
      after === undefined ? FIRST_PAGE : NEXT_PAGE,
      after === undefined
        ? [accountId, 'live', limit + 1]
        : [accountId, 'live', limit + 1, ...position(after)],
    );
    const ids = page.rows.slice(0, limit).map((sale) => sale.id);
    const [items, invoices] = await Promise.all([
      pool.query(ITEMS, [accountId, 'live', ids]),
      pool.query(INVOICES, [accountId, 'live', ids]),
    ]);
    const itemsOf = grouped(items.rows);
    const invoicesOf = grouped(invoices.rows);
    return {
      sales: page.rows,
      itemsOf: (sale) => itemsOf.get(sale['id']) ?? [],
      invoicesOf: (sale) => invoicesOf.get(sale['id']) ?? [],
    };
  };

  /** The same in Caja's one statement, the lines and documents as arrays of their fields. */
  const oneStatement = async (limit: number, after: string | undefined): Promise<PageRead> => {
    const { rows } = await pool.query(
      after === undefined ? caja.first! : caja.next!,
      after === undefined
        ? [accountId, 'live', limit + 1]
        : [accountId, 'live', ...position(after), limit + 1],
    );
    return {
      sales: rows,
      itemsOf: (sale) =>
        sale['items'].map((i: unknown[]) => ({
          id: i[0],
          product_id: i[1],
          variant_id: i[2],
          item_kind: i[3],
          description: i[4],
          quantity: i[5],
          unit_price: i[6],
          subtotal: i[7],
          unit_cost: i[8],
          tax_class: i[9],
          taxes: i[10],
        })),
      invoicesOf: (sale) =>
        sale['invoices'].map((v: unknown[]) => ({
          id: v[0],
          document_type: v[1],
          status: v[2],
          cufe: v[3],
          prefix: v[4],
          number: v[5],
        })),
    };
  };
  const read = caja.first && caja.next ? oneStatement : threeStatements;

  app.get<{ Querystring: { limit?: string; starting_after?: string } }>('/sales', async (request) => {
    const limit = Number(request.query.limit ?? 25);
    const page = await read(limit, request.query.starting_after);
    // The extra row only tells whether there is a next page.
    const sales = page.sales.slice(0, limit);
    const last = sales.at(-1);
    const hasMore = page.sales.length > limit;
    return {
      object: 'list',
      data: sales.map((s) => ({
        object: 'sale',
        id: s.id,
        status: s.status,
        document_kind: s.document_kind,
        payment_method: s.payment_method,
        customer_id: s.customer_id,
        cash_session_id: s.cash_session_id,
        subtotal: s.subtotal,
        discount: s.discount,
        discount_percent: s.discount_percent,
        tax: s.tax,
        tip_amount: s.tip_amount,
        total: s.total,
        tax_breakdown: s.tax_breakdown === null ? null : s.tax_breakdown.map(breakdownEntry),
        notes: s.notes,
        table_label: s.table_label,
        items: page.itemsOf(s).map((i) => ({
          object: 'sale_item',
          id: i.id,
          product_id: i.product_id,
          variant_id: i.variant_id,
          item_kind: i.item_kind,
          description: i.description,
          quantity: i.quantity,
          unit_price: i.unit_price,
          subtotal: i.subtotal,
          unit_cost: i.unit_cost,
          tax_class: i.tax_class,
          taxes: i.taxes === null ? null : i.taxes.map(taxEntry),
        })),
        invoices: page.invoicesOf(s).map((v) => ({
          id: v.id,
          document_type: v.document_type,
          status: v.status,
          cufe: v.cufe,
          prefix: v.prefix,
          number: v.number,
        })),
        occurred_at: s.occurred_at,
        created_at: s.created_at,
        updated_at: s.updated_at,
      })),
      has_more: hasMore,
      next_cursor:
        hasMore && last
          ? Buffer.from(JSON.stringify(['sales', last.created_at.toISOString(), last.id])).toString(
              'base64url',
            )
          : null,
    };
  });

  await app.listen({ host: '127.0.0.1', port: Number(process.env['REFERENCE_PORT'] ?? 3100) });
  const stop = () => void app.close().then(() => pool.end().then(() => process.exit(0)));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

/** Caja's cursor is base64url JSON `[list, created_at, id]`. */
function position(cursor: string): [Date, string] {
  const [, createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as string[];
  return [new Date(createdAt!), id!];
}

main().catch((error: unknown) => {
  process.stderr.write(`sales reference server failed: ${String(error)}\n`);
  process.exit(1);
});
