import { beforeAll, describe, expect, it } from 'vitest';
import { eventsRepo } from '#src/domain/events/events.repo.js';
import { quotesRepo } from '#src/domain/quotes/quotes.repo.js';
import { expectError } from './helpers/envelope.js';
import type { TestTenant } from './helpers/harness.js';
import {
  cashSessionRecord,
  idsOf as ids,
  invoiceRecord,
  quoteRecord,
  type Register,
  saleRecord,
  useSalesServer,
} from './helpers/sales-fixtures.js';

const { clock, server, setClock, shopWithRegister } = useSalesServer('2026-11-20T15:00:00.000Z');

const eventsOf = async (pos: Register, type: Parameters<typeof eventsRepo.listForTenant>[2]) =>
  (await eventsRepo.listForTenant(server().caja.services.db, pos.tenant, type)).map(
    (e) => (e.data as { object: { id: string; status: string } }).object,
  );

describe('invoices', () => {
  let shop: TestTenant;
  let pos: Register;

  beforeAll(async () => {
    ({ shop, pos } = await shopWithRegister());
  });

  it('GET /invoices/{id} shows the invoice object with its three amounts', async () => {
    setClock('2026-11-20T16:00:00.000Z');
    const sale = saleRecord({ occurred_at: '2026-11-20T15:58:00Z' });
    const invoice = invoiceRecord(sale, { number: 1042, issued_at: '2026-11-20T15:59:30.5Z' });
    await pos.sale(sale);
    await pos.invoice(invoice);
    const res = await shop.test.get(`/invoices/${invoice.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      object: 'invoice',
      id: invoice.id,
      sale_id: sale.id,
      customer_id: null,
      document_type: 'electronic_invoice',
      status: 'issued',
      cufe: invoice.cufe,
      prefix: 'FE',
      number: 1042,
      subtotal: 20000,
      tax: 3866,
      total: 23866,
      issued_at: '2026-11-20T15:59:30.500Z',
      created_at: '2026-11-20T16:00:00.000Z',
      updated_at: '2026-11-20T16:00:00.000Z',
    });
    expectError(await shop.test.get(`/invoices/${sale.id}`), 404, 'NOT_FOUND');
  });

  it('records invoice.created, then invoice.updated when a changed version arrives, and nothing for a repeat', async () => {
    setClock('2026-11-20T17:00:00.000Z');
    const sale = saleRecord();
    const pending = invoiceRecord(sale, { status: 'pending', cufe: null });
    await pos.invoice(pending);
    setClock('2026-11-20T17:00:05.000Z');
    const issued = { ...pending, status: 'issued' as const, cufe: 'a'.repeat(96) };
    expect((await pos.invoice(issued)).outcome).toBe('updated');
    expect((await pos.invoice(issued)).outcome).toBe('unchanged');
    const read = (await shop.test.get(`/invoices/${pending.id}`)).body;
    expect(read).toMatchObject({
      status: 'issued',
      created_at: '2026-11-20T17:00:00.000Z',
      updated_at: '2026-11-20T17:00:05.000Z',
    });
    expect((await eventsOf(pos, 'invoice.created')).filter((o) => o.id === pending.id)).toHaveLength(1);
    expect((await eventsOf(pos, 'invoice.updated')).filter((o) => o.id === pending.id)).toEqual([read]);

    await pos.sale(sale);
    expect((await shop.test.get(`/sales/${sale.id}`)).body.invoices).toEqual([
      {
        id: pending.id,
        document_type: 'electronic_invoice',
        status: 'issued',
        cufe: 'a'.repeat(96),
        prefix: 'FE',
        number: pending.number,
      },
    ]);
  });

  it('GET /invoices filters by document_type, status and sale_id, newest arrival first', async () => {
    const { shop: other, pos: register2 } = await shopWithRegister();
    const sale = saleRecord();
    const pos1 = invoiceRecord(sale, { document_type: 'pos_document' });
    const note = invoiceRecord(sale, { document_type: 'pos_adjustment_note', status: 'rejected' });
    const elsewhere = invoiceRecord(saleRecord(), { document_type: 'internal_invoice', status: 'annulled' });
    for (const [i, record] of [pos1, note, elsewhere].entries()) {
      setClock(`2026-11-20T18:00:0${i}.000Z`);
      await register2.invoice(record);
    }
    expect(ids(await other.test.get('/invoices'))).toEqual([elsewhere.id, note.id, pos1.id]);
    expect(ids(await other.test.get('/invoices', { sale_id: sale.id }))).toEqual([note.id, pos1.id]);
    expect(ids(await other.test.get('/invoices', { document_type: 'pos_document' }))).toEqual([pos1.id]);
    expect(ids(await other.test.get('/invoices', { status: 'annulled' }))).toEqual([elsewhere.id]);
    expect(ids(await other.test.get('/invoices', { status: 'rejected', sale_id: sale.id }))).toEqual([
      note.id,
    ]);
    expectError(
      await other.test.get('/invoices', { document_type: 'factura' }),
      400,
      'VALIDATION_ERROR',
      'document_type',
    );
    expectError(await other.test.get('/invoices', { status: 'emitida' }), 400, 'VALIDATION_ERROR', 'status');
    expectError(await other.test.get('/invoices', { sale_id: '12' }), 400, 'VALIDATION_ERROR', 'sale_id');
  });
});

describe('quotes', () => {
  let shop: TestTenant;
  let pos: Register;
  const customer = crypto.randomUUID();
  const q: Record<string, string> = {};

  beforeAll(async () => {
    ({ shop, pos } = await shopWithRegister());
    setClock('2026-11-20T19:00:00.000Z');
    const upload = async (name: string, fields: Parameters<typeof quoteRecord>[0]) => {
      clock.advance(1000);
      const record = quoteRecord(fields);
      await pos.quote(record);
      q[name] = record.id;
    };
    await upload('sentPast', { status: 'sent', expires_at: '2026-11-20T10:00:00Z', customer_id: customer });
    await upload('sentFuture', { status: 'sent', expires_at: '2026-12-01T05:00:00Z' });
    await upload('draftPast', { status: 'draft', expires_at: '2026-11-19T00:00:00Z' });
    await upload('draftNoExpiry', { status: 'draft', expires_at: null, customer_id: customer });
    await upload('acceptedPast', { status: 'accepted', expires_at: '2026-11-01T00:00:00Z' });
    await upload('storedExpired', { status: 'expired', expires_at: '2026-11-10T00:00:00Z' });
  });

  it('GET /quotes/{id} shows the quote with its lines (taxes and note, no cost)', async () => {
    const record = quoteRecord({ notes: 'Entrega en 3 días', payment_link: 'https://pago.example.co/q/1' });
    record.items[0]!.note = 'Molido fino';
    await pos.quote(record);
    const res = await shop.test.get(`/quotes/${record.id}`);
    const { items, ...rest } = res.body;
    const { items: recordItems, ...recordFields } = record;
    expect(rest).toEqual({
      object: 'quote',
      ...recordFields,
      created_at: clock.now().toISOString(),
      updated_at: clock.now().toISOString(),
    });
    expect(items).toEqual(recordItems.map((item) => ({ object: 'quote_item', ...item })));
    expect(items[0]).not.toHaveProperty('unit_cost');
  });

  it('shows a draft or sent quote past expires_at as expired, on read only', async () => {
    const status = async (name: string) => (await shop.test.get(`/quotes/${q[name]}`)).body.status;
    expect(await status('sentPast')).toBe('expired');
    expect(await status('draftPast')).toBe('expired');
    expect(await status('sentFuture')).toBe('sent');
    expect(await status('draftNoExpiry')).toBe('draft');
    expect(await status('acceptedPast')).toBe('accepted');
    expect(await status('storedExpired')).toBe('expired');
    // Nothing was rewritten: read as of before its expiry, the stored status shows again.
    const before = new Date('2026-11-20T09:00:00.000Z');
    expect((await quotesRepo.show(server().caja.services.db, pos.tenant, q.sentPast!, before))?.status).toBe(
      'sent',
    );
  });

  it('counts a quote as expired from the very instant of expires_at', async () => {
    const now = clock.now().getTime();
    const atNow = quoteRecord({ status: 'draft', expires_at: new Date(now).toISOString() });
    const justAfter = quoteRecord({ status: 'draft', expires_at: new Date(now + 1).toISOString() });
    await pos.quote(atNow);
    await pos.quote(justAfter);
    expect((await shop.test.get(`/quotes/${atNow.id}`)).body.status).toBe('expired');
    expect((await shop.test.get(`/quotes/${justAfter.id}`)).body.status).toBe('draft');
    q.atNow = atNow.id;
  });

  it('filters by status as shown: expired finds the lapsed ones, sent and draft no longer do', async () => {
    const byStatus = async (status: string) =>
      new Set(ids(await shop.test.get('/quotes', { status, limit: 100 })));
    const expired = await byStatus('expired');
    const sent = await byStatus('sent');
    const draft = await byStatus('draft');
    const accepted = await byStatus('accepted');
    expect(expired).toEqual(new Set([q.sentPast, q.draftPast, q.storedExpired, q.atNow]));
    expect(sent.has(q.sentFuture!)).toBe(true);
    expect(sent.has(q.sentPast!)).toBe(false);
    expect(draft.has(q.draftNoExpiry!)).toBe(true);
    expect(draft.has(q.draftPast!)).toBe(false);
    expect(accepted).toEqual(new Set([q.acceptedPast]));
    for (const quote of (await shop.test.get('/quotes', { status: 'expired' })).body.data) {
      expect(quote.status).toBe('expired');
    }
  });

  it('shows in the list without filters each status as of the request, as GET {id} does', async () => {
    // The unfiltered list runs a statement compiled once: the time of each request is bound to it.
    const listed = new Map<string, string>(
      (await shop.test.get('/quotes', { limit: 100 })).body.data.map(
        (quote: { id: string; status: string }) => [quote.id, quote.status],
      ),
    );
    expect(listed.get(q.sentPast!)).toBe('expired');
    expect(listed.get(q.atNow!)).toBe('expired');
    expect(listed.get(q.sentFuture!)).toBe('sent');
    expect(listed.get(q.draftNoExpiry!)).toBe('draft');
    // The same compiled statement, read as of later and earlier instants, shows each one's status.
    const { db } = server().caja.services;
    const statusAt = async (iso: string) =>
      (await quotesRepo.list(db, pos.tenant, { limit: 100 }, new Date(iso))).data.find(
        (quote) => quote.id === q.sentFuture,
      )?.status;
    expect(await statusAt('2026-12-01T05:00:00.000Z')).toBe('expired');
    expect(await statusAt('2026-12-01T04:59:59.999Z')).toBe('sent');
  });

  it('filters by customer and refuses unknown statuses', async () => {
    expect(ids(await shop.test.get('/quotes', { customer_id: customer }))).toEqual([
      q.draftNoExpiry,
      q.sentPast,
    ]);
    expectError(await shop.test.get('/quotes', { status: 'vencida' }), 400, 'VALIDATION_ERROR', 'status');
  });

  it('answers NOT_FOUND to another account', async () => {
    const { shop: other } = await shopWithRegister();
    expectError(await other.test.get(`/quotes/${q.sentPast}`), 404, 'NOT_FOUND');
  });
});

describe('cash sessions', () => {
  let shop: TestTenant;
  let pos: Register;

  beforeAll(async () => {
    ({ shop, pos } = await shopWithRegister());
  });

  const movement = (type: 'in' | 'out', amount: number, occurred_at: string) => ({
    id: crypto.randomUUID(),
    type,
    amount,
    reason: type === 'out' ? 'Pago a proveedor' : null,
    occurred_at,
  });

  it('GET /cash-sessions/{id} shows the session and its movements; a movement keeps its first arrival', async () => {
    setClock('2026-11-21T13:00:00.000Z');
    const first = movement('out', 35000, '2026-11-21T12:59:00Z');
    const session = cashSessionRecord({ opened_at: '2026-11-21T12:00:00Z', movements: [first] });
    await pos.cashSession(session);
    setClock('2026-11-21T18:00:00.000Z');
    const second = movement('in', 50000, '2026-11-21T17:59:00Z');
    await pos.cashSession({ ...session, movements: [first, second] });

    expect((await shop.test.get(`/cash-sessions/${session.id}`)).body).toEqual({
      object: 'cash_session',
      id: session.id,
      status: 'open',
      terminal_name: 'Caja principal',
      opening_cash: 200000,
      expected_cash: null,
      closing_cash: null,
      opened_at: '2026-11-21T12:00:00.000Z',
      closed_at: null,
      movements: [
        {
          object: 'cash_movement',
          ...first,
          occurred_at: '2026-11-21T12:59:00.000Z',
          created_at: '2026-11-21T13:00:00.000Z',
        },
        {
          object: 'cash_movement',
          ...second,
          occurred_at: '2026-11-21T17:59:00.000Z',
          created_at: '2026-11-21T18:00:00.000Z',
        },
      ],
      created_at: '2026-11-21T13:00:00.000Z',
      updated_at: '2026-11-21T18:00:00.000Z',
    });

    await pos.cashSession({ ...session, movements: [second] });
    const after = (await shop.test.get(`/cash-sessions/${session.id}`)).body;
    expect(after.movements.map((m: { id: string }) => m.id)).toEqual([second.id]);
  });

  it('records cash_session.closed once, when the session becomes closed', async () => {
    const session = cashSessionRecord();
    await pos.cashSession(session);
    await pos.cashSession({ ...session, status: 'suspended' });
    const closed = {
      ...session,
      status: 'closed' as const,
      closed_at: '2026-11-21T23:00:00Z',
      expected_cash: 900000,
      closing_cash: 899000,
    };
    expect((await pos.cashSession(closed)).outcome).toBe('updated');
    expect((await pos.cashSession(closed)).outcome).toBe('unchanged');
    expect((await pos.cashSession({ ...closed, closing_cash: 900000 })).outcome).toBe('updated');
    const events = (await eventsOf(pos, 'cash_session.closed')).filter((o) => o.id === session.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ status: 'closed', closing_cash: 899000 });

    const arrivedClosed = cashSessionRecord({ status: 'closed', closed_at: '2026-11-21T23:30:00Z' });
    await pos.cashSession(arrivedClosed);
    expect(
      (await eventsOf(pos, 'cash_session.closed')).filter((o) => o.id === arrivedClosed.id),
    ).toHaveLength(1);
  });

  it('refuses a closed session without closed_at, naming the field', async () => {
    const record = cashSessionRecord({ status: 'closed' });
    await expect(pos.cashSession(record)).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      param: 'closed_at',
    });
    expectError(await shop.test.get(`/cash-sessions/${record.id}`), 404, 'NOT_FOUND');
  });

  it('GET /cash-sessions filters by status and refuses other values', async () => {
    const { shop: other, pos: register2 } = await shopWithRegister();
    const open = cashSessionRecord();
    const suspended = cashSessionRecord({ status: 'suspended' });
    const closed = cashSessionRecord({ status: 'closed', closed_at: '2026-11-21T23:00:00Z' });
    for (const record of [open, suspended, closed]) {
      clock.advance(1000);
      await register2.cashSession(record);
    }
    expect(ids(await other.test.get('/cash-sessions'))).toEqual([closed.id, suspended.id, open.id]);
    expect(ids(await other.test.get('/cash-sessions', { status: 'open' }))).toEqual([open.id]);
    expect(ids(await other.test.get('/cash-sessions', { status: 'suspended' }))).toEqual([suspended.id]);
    expect(ids(await other.test.get('/cash-sessions', { status: 'closed' }))).toEqual([closed.id]);
    expectError(
      await other.test.get('/cash-sessions', { status: 'abierta' }),
      400,
      'VALIDATION_ERROR',
      'status',
    );
    expectError(
      await other.test.get(`/cash-sessions/${open.id}`.replace(open.id, 'x')),
      400,
      'VALIDATION_ERROR',
      'id',
    );
    expectError(await shop.test.get(`/cash-sessions/${open.id}`), 404, 'NOT_FOUND');
  });
});
