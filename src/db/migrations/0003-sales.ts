import { type Kysely, sql } from 'kysely';

/**
 * What the devices sell and upload: sales with their lines, invoices, quotes with their lines,
 * cash sessions with their movements. Ids are the ones each device gave its records, so they
 * are unique per account and environment only: a device moved between environments may upload
 * the same ids twice. `record_hash` fingerprints the last version stored, so that an identical
 * re-upload is recognised and changes nothing. `created_at` is the cloud arrival; the device's
 * own times (`occurred_at`, `opened_at`, …) are kept apart.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sales (
      account_id uuid not null references accounts(id),
      environment text not null,
      id uuid not null,
      device_id uuid not null references devices(id),
      record_hash text not null,
      status text not null,
      document_kind text not null check (document_kind in ('pos', 'invoice')),
      payment_method text not null,
      customer_id uuid,
      cash_session_id uuid,
      subtotal bigint not null,
      discount bigint not null,
      discount_percent numeric(9, 4) not null,
      tax bigint not null,
      tip_amount bigint not null,
      total bigint not null,
      tax_breakdown jsonb,
      notes text,
      table_label text,
      occurred_at timestamptz(3) not null,
      created_at timestamptz(3) not null,
      updated_at timestamptz(3) not null,
      primary key (account_id, environment, id)
    );
    create index sales_page on sales (account_id, environment, created_at desc, id desc);
    create index sales_updated on sales (account_id, environment, updated_at);
    create index sales_occurred on sales (account_id, environment, occurred_at);
    create index sales_status on sales (account_id, environment, status, created_at desc, id desc);
    create index sales_customer on sales (account_id, environment, customer_id, created_at desc, id desc);

    -- Lines are replaced as a whole with each new version of their sale; position keeps the
    -- device's order, and the primary key finds a sale's lines.
    create table sale_items (
      account_id uuid not null,
      environment text not null,
      sale_id uuid not null,
      id uuid not null,
      position integer not null,
      product_id uuid,
      variant_id uuid,
      item_kind text not null,
      description text,
      quantity numeric(20, 6) not null,
      unit_price bigint not null,
      subtotal bigint not null,
      unit_cost numeric(20, 6),
      tax_class text not null,
      taxes jsonb,
      primary key (account_id, environment, sale_id, id),
      foreign key (account_id, environment, sale_id) references sales (account_id, environment, id)
    );

    -- An invoice may arrive before its sale: sale_id is kept and joined on read.
    create table invoices (
      account_id uuid not null references accounts(id),
      environment text not null,
      id uuid not null,
      device_id uuid not null references devices(id),
      record_hash text not null,
      sale_id uuid,
      customer_id uuid,
      document_type text not null check (document_type in
        ('electronic_invoice', 'pos_document', 'pos_adjustment_note', 'internal_invoice', 'other')),
      status text not null check (status in ('pending', 'issued', 'rejected', 'emission_failed', 'annulled')),
      cufe text,
      prefix text,
      number bigint not null,
      subtotal bigint not null,
      tax bigint not null,
      total bigint not null,
      issued_at timestamptz(3),
      created_at timestamptz(3) not null,
      updated_at timestamptz(3) not null,
      primary key (account_id, environment, id)
    );
    create index invoices_page on invoices (account_id, environment, created_at desc, id desc);
    create index invoices_updated on invoices (account_id, environment, updated_at);
    create index invoices_sale on invoices (account_id, environment, sale_id);

    -- status is the one the device stored; 'expired' is also derived on read from expires_at.
    create table quotes (
      account_id uuid not null references accounts(id),
      environment text not null,
      id uuid not null,
      device_id uuid not null references devices(id),
      record_hash text not null,
      number text,
      status text not null check (status in ('draft', 'sent', 'accepted', 'rejected', 'expired', 'converted')),
      customer_id uuid,
      converted_sale_id uuid,
      subtotal bigint not null,
      discount bigint not null,
      tax bigint not null,
      total bigint not null,
      tax_breakdown jsonb,
      notes text,
      payment_link text,
      expires_at timestamptz(3),
      sent_at timestamptz(3),
      created_at timestamptz(3) not null,
      updated_at timestamptz(3) not null,
      primary key (account_id, environment, id)
    );
    create index quotes_page on quotes (account_id, environment, created_at desc, id desc);
    create index quotes_updated on quotes (account_id, environment, updated_at);
    create index quotes_customer on quotes (account_id, environment, customer_id, created_at desc, id desc);

    create table quote_items (
      account_id uuid not null,
      environment text not null,
      quote_id uuid not null,
      id uuid not null,
      position integer not null,
      product_id uuid,
      variant_id uuid,
      item_kind text not null,
      description text,
      quantity numeric(20, 6) not null,
      unit_price bigint not null,
      subtotal bigint not null,
      tax_class text not null,
      taxes jsonb,
      note text,
      primary key (account_id, environment, quote_id, id),
      foreign key (account_id, environment, quote_id) references quotes (account_id, environment, id)
    );

    create table cash_sessions (
      account_id uuid not null references accounts(id),
      environment text not null,
      id uuid not null,
      device_id uuid not null references devices(id),
      record_hash text not null,
      status text not null check (status in ('open', 'closed', 'suspended')),
      terminal_name text not null,
      opening_cash bigint not null,
      expected_cash bigint,
      closing_cash bigint,
      opened_at timestamptz(3) not null,
      closed_at timestamptz(3),
      created_at timestamptz(3) not null,
      updated_at timestamptz(3) not null,
      primary key (account_id, environment, id)
    );
    create index cash_sessions_page on cash_sessions (account_id, environment, created_at desc, id desc);
    create index cash_sessions_updated on cash_sessions (account_id, environment, updated_at);
    create index cash_sessions_status on cash_sessions (account_id, environment, status, created_at desc, id desc);

    -- A movement keeps the created_at of its first arrival while its session is re-uploaded.
    create table cash_movements (
      account_id uuid not null,
      environment text not null,
      cash_session_id uuid not null,
      id uuid not null,
      position integer not null,
      type text not null check (type in ('in', 'out')),
      amount bigint not null,
      reason text,
      occurred_at timestamptz(3) not null,
      created_at timestamptz(3) not null,
      primary key (account_id, environment, cash_session_id, id),
      foreign key (account_id, environment, cash_session_id)
        references cash_sessions (account_id, environment, id)
    );
  `.execute(db);
}
