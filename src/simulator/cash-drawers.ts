import type { RecordData } from '#src/contract/sync/index.js';
import type { Random } from './random.js';
import type { Register } from './register.js';

/**
 * The cash drawer of each register: a session opened in the morning with its base, cash sales
 * and payouts during the day, and a closing where the register computes the expected cash and
 * the cashier counts it, sometimes a little off.
 */

export type SessionData = RecordData['cash_session'];

interface OpenSession {
  data: SessionData;
  cash: number;
}

export class CashDrawers {
  /** Every session, in its latest state. */
  readonly sessions = new Map<string, SessionData>();
  private readonly open = new Map<string, OpenSession>();

  constructor(
    private readonly rng: Random,
    private readonly ids: Random,
    private readonly openingCash: number,
  ) {}

  /** The session open on a register, if any. */
  sessionId(register: Register): string | null {
    return this.open.get(register.info.id)?.data.id ?? null;
  }

  /** Cash a sale brought in (or, negative, gave back) on a register. */
  take(register: Register, amount: number): void {
    const session = this.open.get(register.info.id);
    if (session) session.cash += amount;
  }

  openSession(register: Register, at: Date): void {
    const data: SessionData = {
      id: this.ids.uuid(),
      status: 'open',
      terminal_name: register.info.name,
      opening_cash: this.openingCash,
      expected_cash: null,
      closing_cash: null,
      opened_at: register.clock(at),
      closed_at: null,
      movements: [],
    };
    this.open.set(register.info.id, { data, cash: this.openingCash });
    this.sessions.set(data.id, data);
    register.record({ type: 'cash_session', data });
  }

  movement(register: Register, at: Date, type: 'in' | 'out', amount: number, reason: string): void {
    const session = this.open.get(register.info.id);
    // Nobody pays out more cash than the drawer holds.
    const paid = type === 'out' ? Math.min(amount, session?.cash ?? 0) : amount;
    if (!session || paid <= 0) return;
    session.data.movements.push({
      id: this.ids.uuid(),
      type,
      amount: paid,
      reason,
      occurred_at: register.clock(at),
    });
    session.cash += type === 'in' ? paid : -paid;
    register.record({ type: 'cash_session', data: structuredClone(session.data) });
  }

  close(register: Register, at: Date): void {
    const session = this.open.get(register.info.id);
    if (!session) return;
    this.open.delete(register.info.id);
    const off = this.rng.chance(0.7) ? 0 : this.rng.pick([-5000, -2000, -1000, -500, 500, 1000, 2000]);
    Object.assign(session.data, {
      status: 'closed',
      expected_cash: session.cash,
      closing_cash: Math.max(0, session.cash + off),
      closed_at: register.clock(at),
    });
    register.record({ type: 'cash_session', data: structuredClone(session.data) });
  }
}
