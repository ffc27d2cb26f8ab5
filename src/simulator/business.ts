import { CashDrawers } from './cash-drawers.js';
import { buildCatalog, type SimCatalog, type SimProduct } from './catalog.js';
import { type CustomerData, newCustomer, phoneNumber } from './customers.js';
import {
  type CartLine,
  DOCUMENT_PREFIX,
  type InvoiceData,
  invoiceRecord,
  type MovementData,
  type QuoteData,
  reversals,
  type SaleData,
  saleMovements,
  saleRecord,
} from './documents.js';
import { type ExistingCatalog, NOTHING_YET } from './existing-catalog.js';
import { suggestedTip } from './money.js';
import type { Random } from './random.js';
import type { Register } from './register.js';
import type { StoreKind } from './stores/store-kind.js';

/**
 * One simulated business: its catalog, customers and registers, and everything its registers
 * record. Each action is what a cashier does at a register at a true instant; the register
 * stamps it with its own clock and keeps it until it can upload. The business remembers the
 * latest state of every record, which is what the cloud must show once everything is uploaded.
 */

export interface PendingQuote {
  data: QuoteData;
  cart: CartLine[];
  discountPercent: number;
  decideOnDay: number;
  outcome: 'converted' | 'rejected' | 'unanswered';
}

export class SimBusiness {
  readonly catalog: SimCatalog;
  readonly drawers: CashDrawers;
  readonly customers: CustomerData[] = [];
  readonly sales = new Map<string, SaleData>();
  readonly invoices = new Map<string, InvoiceData>();
  readonly quotes = new Map<string, QuoteData>();
  readonly movements = new Map<string, MovementData>();
  /** Which register recorded each stock movement. */
  readonly movementRegister = new Map<string, Register>();
  /** Each customer as the cloud must show it: the last version to arrive. */
  readonly customerArrivals = new Map<string, CustomerData>();
  readonly pendingQuotes: PendingQuote[] = [];
  readonly carts = new Map<string, CartLine[]>();
  private readonly pendingInvoices = new Map<string, InvoiceData[]>();
  private readonly numbers = new Map<string, number>();
  private readonly variantLevels = new Map<string, number>();

  constructor(
    readonly kind: StoreKind,
    readonly name: string,
    readonly accountId: string,
    readonly registers: Register[],
    /** Decisions: the same for a seed whatever the account. */
    readonly rng: Random,
    /** Ids: unique per account, repeatable per seed. */
    readonly ids: Random,
    /** What the account already sells, reused by name (an existing account's). */
    existing: ExistingCatalog = NOTHING_YET,
  ) {
    this.catalog = buildCatalog(kind, ids, existing);
    this.drawers = new CashDrawers(rng, ids, kind.openingCash);
    for (const register of registers) {
      register.onArrived = (record) => {
        if (record.type === 'customer') this.customerArrivals.set(record.data.id, record.data);
      };
    }
  }

  get primary(): Register {
    return this.registers[0] as Register;
  }

  /** Registers where people pay (the kitchen only reads orders). */
  get sellers(): Register[] {
    return this.registers.filter((r) => r.info.kind !== 'kitchen');
  }

  /** The next number of a numbering (a document prefix, the quotes). */
  nextNumber(prefix: string): number {
    const number = (this.numbers.get(prefix) ?? 0) + 1;
    this.numbers.set(prefix, number);
    return number;
  }

  /** Day zero: the primary register creates the catalog, the first customers and the stock. */
  setUp(): void {
    const register = this.primary;
    for (const record of this.catalog.records) register.record(record);
    for (let i = 0; i < 12; i++) this.addCustomer(register);
    for (const product of this.catalog.products) {
      if (product.stocked) {
        const byWeight = product.template.unit === 'kg';
        this.move(register, product, 'in', byWeight ? this.rng.int(20, 60) : this.rng.int(40, 160), {
          origin: 'purchase',
          reason: 'Inventario inicial',
        });
      }
      for (const variant of product.variants) {
        this.variantLevels.set(variant.id, this.rng.int(6, 24));
        this.recordVariantLevel(register, variant.id);
      }
    }
  }

  addCustomer(register: Register): CustomerData {
    const customer = newCustomer(this.ids, this.rng, this.kind.name === 'minimarket' ? 0.05 : 0.15);
    this.customers.push(customer);
    // A copy: what the register sent must not change when the business edits the customer later.
    register.record({ type: 'customer', data: { ...customer } });
    return customer;
  }

  /** A cashier updates a customer's phone or e-mail; the last upload to arrive wins. */
  editCustomer(register: Register, customer: CustomerData): void {
    const edited = this.rng.chance(0.5)
      ? { ...customer, phone: phoneNumber(this.rng) }
      : {
          ...customer,
          email: `${customer.name.split(' ')[0]?.toLowerCase()}${this.rng.int(100, 999)}@example.com`,
        };
    Object.assign(customer, edited);
    register.record({ type: 'customer', data: { ...edited } });
  }

  move(
    register: Register,
    product: SimProduct,
    type: 'in' | 'out',
    quantity: number,
    how: { origin: 'purchase' | 'adjustment'; reason: string; reference?: string },
  ): void {
    const data: MovementData = {
      id: this.ids.uuid(),
      product_id: product.id,
      variant_id: null,
      warehouse_id: this.catalog.warehouseId,
      type,
      quantity,
      reason: how.reason,
      reference: how.reference ?? null,
      unit_cost: product.unitCost,
      origin_type: how.origin,
      sale_id: null,
    };
    this.keepMovement(register, data);
  }

  private keepMovement(register: Register, data: MovementData): void {
    this.movements.set(data.id, data);
    this.movementRegister.set(data.id, register);
    register.record({ type: 'stock_movement', data });
  }

  private recordVariantLevel(register: Register, variantId: string): void {
    register.record({
      type: 'variant_stock',
      data: {
        variant_id: variantId,
        warehouse_id: this.catalog.warehouseId,
        quantity: this.variantLevels.get(variantId) ?? 0,
      },
    });
  }

  /** What a customer takes to the counter. */
  basket(lines: number): CartLine[] {
    const cart: CartLine[] = [];
    for (let i = 0; i < lines; i++) {
      const product = this.rng.weighted(this.catalog.menu);
      const variant = product.variants.length > 0 ? this.rng.pick(product.variants) : null;
      const quantity = product.template.byWeight
        ? this.rng.int(250, 2500) / 1000
        : this.rng.weighted([
            [1, 14],
            [2, 4],
            [3, 2],
          ] as const);
      cart.push({ product, variant, quantity });
    }
    if (this.catalog.bag && this.rng.chance(this.kind.bagChance)) {
      cart.push({ product: this.catalog.bag, variant: null, quantity: this.rng.int(1, 3) });
    }
    return cart;
  }

  /** The customer of a sale: mostly anonymous; a known one, or a new one registered at the counter. */
  chooseCustomer(register: Register): CustomerData | null {
    if (!this.rng.chance(this.kind.customerChance)) return null;
    if (this.customers.length > 0 && this.rng.chance(0.8)) return this.rng.pick(this.customers);
    return this.addCustomer(register);
  }

  /**
   * Records a sale. Restaurants open it as a tab (`open`, paid later with `payTab`); shops
   * charge at once.
   */
  sell(
    register: Register,
    at: Date,
    cart: CartLine[],
    options: { tab?: boolean; quote?: PendingQuote } = {},
  ): SaleData {
    const quote = options.quote;
    const customer = quote
      ? (this.customers.find((c) => c.id === quote.data.customer_id) ?? null)
      : this.chooseCustomer(register);
    const wantsInvoice =
      quote !== undefined || (customer !== null && this.rng.chance(this.kind.invoiceChance));
    const table = this.kind.tables > 0 ? this.rng.int(1, this.kind.tables) : null;
    const data = saleRecord(
      {
        id: this.ids.uuid(),
        occurredAt: register.clock(at),
        cart,
        status: options.tab ? 'open' : 'completed',
        documentKind: wantsInvoice ? 'invoice' : 'pos',
        paymentMethod: options.tab ? 'PENDING' : this.rng.weighted(this.kind.payments),
        customerId: customer?.id ?? null,
        cashSessionId: this.drawers.sessionId(register),
        discountPercent: quote ? quote.discountPercent : this.discount(),
        notes: this.rng.chance(0.05) ? this.rng.pick(NOTES) : null,
        tableLabel: table === null ? null : `Mesa ${table}`,
      },
      this.ids,
    );
    this.sales.set(data.id, data);
    this.carts.set(data.id, cart);
    if (options.tab) register.record({ type: 'sale', data });
    else this.complete(register, at, data, cart);
    return data;
  }

  private discount(): number {
    const share = this.kind.name === 'boutique' ? 0.15 : this.kind.name === 'restaurant' ? 0.03 : 0.06;
    return this.rng.chance(share) ? this.rng.pick([5, 10, 15]) : 0;
  }

  /** Paying a restaurant tab: the payment method and, usually, the suggested tip. */
  payTab(register: Register, at: Date, saleId: string): void {
    const open = this.sales.get(saleId);
    const cart = this.carts.get(saleId);
    if (!open || !cart || open.status !== 'open') return;
    const consumed = open.subtotal - open.discount;
    const tip =
      this.kind.tipPercent && this.rng.chance(0.8) ? suggestedTip(consumed, this.kind.tipPercent) : 0;
    const paid: SaleData = {
      ...open,
      status: 'completed',
      payment_method: this.rng.weighted(this.kind.payments),
      cash_session_id: this.drawers.sessionId(register) ?? open.cash_session_id,
      tip_amount: tip,
      total: open.total - open.tip_amount + tip,
    };
    this.sales.set(saleId, paid);
    this.complete(register, at, paid, cart);
  }

  private complete(register: Register, at: Date, sale: SaleData, cart: CartLine[]): void {
    register.record({ type: 'sale', data: sale });
    const documentType = sale.document_kind === 'invoice' ? 'electronic_invoice' : 'pos_document';
    this.issueDocument(register, at, sale, documentType);
    for (const movement of saleMovements(sale, cart, this.catalog.warehouseId, this.ids)) {
      this.keepMovement(register, movement);
    }
    for (const line of cart) {
      if (!line.variant) continue;
      this.variantLevels.set(line.variant.id, (this.variantLevels.get(line.variant.id) ?? 0) - line.quantity);
      this.recordVariantLevel(register, line.variant.id);
    }
    if (sale.payment_method === 'CASH') this.drawers.take(register, sale.total);
  }

  private issueDocument(
    register: Register,
    at: Date,
    sale: SaleData,
    documentType: keyof typeof DOCUMENT_PREFIX,
  ): void {
    const prefix = `${DOCUMENT_PREFIX[documentType]}${this.registers.indexOf(register) + 1}`;
    // Offline, or the tax authority slow to answer: the document waits as pending.
    const waits = !register.isOnline(at) || this.rng.chance(0.03);
    const invoice = invoiceRecord(
      this.ids.uuid(),
      sale,
      documentType,
      prefix,
      this.nextNumber(prefix),
      waits ? null : register.clock(at),
    );
    this.invoices.set(invoice.id, invoice);
    register.record({ type: 'invoice', data: invoice });
    if (waits) {
      const list = this.pendingInvoices.get(register.info.id) ?? [];
      list.push(invoice);
      this.pendingInvoices.set(register.info.id, list);
    }
  }

  /** Once online, a register sends the documents that waited and they come back issued. */
  issuePending(register: Register, at: Date): void {
    const list = this.pendingInvoices.get(register.info.id) ?? [];
    this.pendingInvoices.delete(register.info.id);
    for (const pending of list) {
      const sale = this.sales.get(pending.sale_id ?? '');
      if (!sale) continue;
      const issued = invoiceRecord(
        pending.id,
        sale,
        pending.document_type as keyof typeof DOCUMENT_PREFIX,
        pending.prefix ?? '',
        pending.number,
        register.clock(at),
      );
      this.invoices.set(issued.id, issued);
      register.record({ type: 'invoice', data: issued });
    }
  }

  /** A sale annulled soon after: status `cancelled`, an adjustment note, the products back in stock. */
  cancel(register: Register, at: Date, saleId: string): void {
    const sale = this.sales.get(saleId);
    if (!sale || sale.status !== 'completed' || sale.document_kind !== 'pos') return;
    const cancelled = { ...sale, status: 'cancelled' };
    this.sales.set(saleId, cancelled);
    register.record({ type: 'sale', data: cancelled });
    this.issueDocument(register, at, cancelled, 'pos_adjustment_note');
    const moved = [...this.movements.values()].filter((m) => m.sale_id === saleId);
    for (const movement of reversals(moved, this.ids)) this.keepMovement(register, movement);
    if (sale.payment_method === 'CASH') this.drawers.take(register, -sale.total);
  }

  /** A supplier delivery: a purchase for a few stocked products. */
  restock(register: Register): void {
    const stocked = this.catalog.products.filter((p) => p.stocked);
    const reference = `FV-${this.rng.int(10_000, 99_999)}`;
    for (let i = 0; i < Math.min(8, stocked.length); i++) {
      const product = this.rng.pick(stocked);
      const quantity = product.template.unit === 'kg' ? this.rng.int(10, 40) : this.rng.int(12, 96);
      this.move(register, product, 'in', quantity, {
        origin: 'purchase',
        reason: 'Compra a proveedor',
        reference,
      });
    }
  }

  /** A count that finds a little less than the books say. */
  adjust(register: Register): void {
    const stocked = this.catalog.products.filter((p) => p.stocked);
    const product = this.rng.pick(stocked);
    this.move(register, product, 'out', product.template.unit === 'kg' ? 0.35 : 1, {
      origin: 'adjustment',
      reason: 'Ajuste por conteo físico',
    });
  }
}

const NOTES = ['Sin cebolla', 'Cliente frecuente', 'Pagó con billete de 100.000', 'Para llevar'];
