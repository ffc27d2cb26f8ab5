import type { SimBusiness } from './business.js';
import { type QuoteData, quoteRecord } from './documents.js';
import type { Register } from './register.js';
import { DAY } from './time.js';

/**
 * Quotes as a business makes them: a company asks, the quote is sent at once with a payment
 * link and an 8-day validity, and some days later the customer accepts it (it becomes a sale),
 * rejects it, or never answers (it reads as `expired` once past `expires_at`).
 */

export function startQuote(business: SimBusiness, register: Register, at: Date, dayIndex: number): void {
  const { rng, ids } = business;
  const companies = business.customers.filter((c) => c.person_type === 'company');
  const customer = companies.length > 0 ? rng.pick(companies) : business.addCustomer(register);
  const lines = business
    .basket(rng.int(1, 3))
    .filter((l) => l.product.template.taxClass !== 'bag')
    .map((l) => ({ ...l, quantity: l.product.template.byWeight ? rng.int(5, 20) : rng.int(6, 30) }));
  if (lines.length === 0) return;
  const sentAt = register.clock(at);
  const discountPercent = rng.pick([0, 5, 10]);
  const data = quoteRecord(
    {
      id: ids.uuid(),
      number: `COT-${String(business.nextNumber('COT')).padStart(4, '0')}`,
      cart: lines,
      customerId: customer.id,
      discountPercent,
      sentAt,
      expiresAt: new Date(Date.parse(sentAt) + 8 * DAY).toISOString(),
      paymentLink: `https://pagos.example.com/c/${ids.uuid().slice(0, 8)}`,
    },
    ids,
  );
  business.quotes.set(data.id, data);
  register.record({ type: 'quote', data });
  business.pendingQuotes.push({
    data,
    cart: lines,
    discountPercent,
    decideOnDay: dayIndex + rng.int(1, 6),
    outcome: rng.weighted([
      ['converted', 5],
      ['rejected', 2],
      ['unanswered', 3],
    ] as const),
  });
}

export function answerQuote(business: SimBusiness, register: Register, at: Date, dayIndex: number): void {
  for (const pending of business.pendingQuotes.filter((q) => q.decideOnDay === dayIndex)) {
    if (pending.outcome === 'unanswered') continue;
    let updated: QuoteData = { ...pending.data, status: 'rejected' };
    if (pending.outcome === 'converted') {
      const sale = business.sell(register, at, pending.cart, { quote: pending });
      updated = { ...pending.data, status: 'converted', converted_sale_id: sale.id };
    }
    business.quotes.set(updated.id, updated);
    register.record({ type: 'quote', data: updated });
  }
}
