import type { SimBusiness } from './business.js';
import type { SimProduct } from './catalog.js';
import { answerQuote, startQuote } from './quotes.js';
import type { Register } from './register.js';
import { bogota, HOUR, MINUTE, weekday } from './time.js';

/**
 * One business day planned as timed events: registers open their cash sessions, customers buy
 * in the rush hours (restaurant tables pay some time after ordering), a few sales are annulled,
 * cash goes in and out, quotes are sent and answered, stock arrives on Mondays, a cashier edits
 * a customer, the online shop records its orders through the API, a register loses its
 * connection for hours, and every register closes its session after its last sale.
 */

export interface SimEvent {
  at: Date;
  run: () => void | Promise<void>;
}

/** The business's own integration with the public API (its online shop or its accounting). */
export interface Integration {
  recordMovement(product: SimProduct, type: 'in' | 'out', quantity: number, reason: string): Promise<void>;
}

const DAY_FACTOR: Record<string, readonly number[]> = {
  // Sunday … Saturday
  minimarket: [1.1, 0.9, 0.9, 0.95, 1, 1.15, 1.25],
  restaurant: [1.35, 0.7, 0.8, 0.85, 0.95, 1.2, 1.4],
  boutique: [0.6, 0.8, 0.85, 0.9, 1, 1.25, 1.5],
};

export function planDay(
  business: SimBusiness,
  date: string,
  dayIndex: number,
  salesPerDay: number,
  integration: Integration | null,
): SimEvent[] {
  const { rng, kind } = business;
  const events: SimEvent[] = [];
  const at = (hour: number, minutes = 0) => bogota(date, hour, minutes);
  const on = (when: Date, run: SimEvent['run']) => events.push({ at: when, run });
  const [open, close] = kind.hours;
  const sellers = business.sellers;
  const lastActivity = new Map<Register, number>();
  const busy = (register: Register, when: Date) =>
    lastActivity.set(register, Math.max(lastActivity.get(register) ?? 0, when.getTime()));

  for (const register of sellers) {
    const opening = at(open, -rng.int(5, 25));
    on(opening, () => business.drawers.openSession(register, opening));
  }

  const count = rng.count(salesPerDay * (DAY_FACTOR[kind.name]?.[weekday(date)] ?? 1));
  for (let i = 0; i < count; i++) {
    const register = rng.weighted(sellers.map((r, index) => [r, index === 0 ? 1.5 : 1] as const));
    const when = at(rng.weighted(kind.rush), rng.int(0, 59) + rng.next());
    const cart = business.basket(1 + rng.count(kind.basketLines - 1));
    if (kind.tables > 0) {
      const paidAt = new Date(when.getTime() + rng.int(25, 80) * MINUTE);
      let saleId = '';
      on(when, () => {
        saleId = business.sell(register, when, cart, { tab: true }).id;
      });
      on(paidAt, () => business.payTab(register, paidAt, saleId));
      busy(register, paidAt);
      continue;
    }
    let saleId = '';
    on(when, () => {
      saleId = business.sell(register, when, cart).id;
    });
    busy(register, when);
    if (rng.chance(0.015)) {
      const annulledAt = new Date(when.getTime() + rng.int(3, 40) * MINUTE);
      on(annulledAt, () => business.cancel(register, annulledAt, saleId));
      busy(register, annulledAt);
    }
  }

  for (const register of sellers) {
    if (rng.chance(kind.name === 'restaurant' ? 0.3 : 0.4)) {
      const when = at(rng.int(open + 1, close - 2), rng.int(0, 59));
      const reason = kind.name === 'restaurant' ? 'Compra de hielo y gas' : 'Pago a proveedor';
      on(when, () => business.drawers.movement(register, when, 'out', rng.int(4, 30) * 10_000, reason));
    }
    if (rng.chance(0.1)) {
      const when = at(rng.int(open + 1, close - 2), rng.int(0, 59));
      on(when, () => business.drawers.movement(register, when, 'in', 50_000, 'Base adicional'));
    }
    const closing = new Date(
      Math.max(at(close).getTime(), lastActivity.get(register) ?? 0) + rng.int(5, 25) * MINUTE,
    );
    on(closing, () => business.drawers.close(register, closing));
  }

  const primary = business.primary;
  if (rng.chance(kind.quotesPerDay)) {
    const when = at(rng.int(open + 1, close - 1), rng.int(0, 59));
    on(when, () => startQuote(business, primary, when, dayIndex));
  }
  const answers = at(open + 2, rng.int(0, 59));
  on(answers, () => answerQuote(business, primary, answers, dayIndex));
  if (weekday(date) === 1) on(at(open, 30), () => business.restock(primary));
  if (rng.chance(0.15)) on(at(close - 1), () => business.adjust(primary));

  if (rng.chance(0.35) && business.customers.length > 0) {
    const customer = rng.pick(business.customers);
    const first = rng.pick(sellers);
    const when = at(rng.int(open + 1, close - 2), rng.int(0, 59));
    on(when, () => business.editCustomer(first, customer));
    // Now and then two cashiers update the same customer within minutes: the later arrival wins.
    if (sellers.length > 1 && rng.chance(0.3)) {
      const second = rng.pick(sellers.filter((r) => r !== first));
      const later = new Date(when.getTime() + rng.int(5, 50) * MINUTE);
      on(later, () => business.editCustomer(second, customer));
    }
  }

  const stocked = business.catalog.products.filter((p) => p.stocked && p.template.taxClass !== 'bag');
  if (integration && rng.chance(0.5)) {
    const when = at(rng.int(open, close - 1), rng.int(0, 59));
    const product = rng.pick(
      stocked.filter((p) => (kind.name === 'restaurant') === (p.template.ingredient === true)),
    );
    const order = rng.int(1000, 9999);
    on(when, () =>
      kind.name === 'restaurant'
        ? integration.recordMovement(
            product,
            'in',
            rng.int(5, 20),
            'Compra registrada por el sistema contable',
          )
        : integration.recordMovement(product, 'out', rng.int(1, 3), `Pedido de la tienda en línea #${order}`),
    );
  }

  // A register that loses its connection for hours, sometimes until the next morning.
  if (rng.chance(0.3)) {
    const register = sellers.length > 1 ? rng.pick(sellers.slice(1)) : (sellers[0] as Register);
    const from = at(rng.int(open + 1, close - 3), rng.int(0, 59));
    const until = rng.chance(0.2)
      ? bogota(date, 24 + open, 30)
      : new Date(from.getTime() + rng.int(3, 7) * HOUR + rng.int(0, 59) * MINUTE);
    on(from, () => {
      if (register.isOnline(from)) register.offlineUntil = until;
    });
  }

  return events.sort((a, b) => a.at.getTime() - b.at.getTime());
}
