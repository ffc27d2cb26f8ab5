import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerDevice } from '../helpers/device-client.js';
import { customer } from '../helpers/device-records.js';
import { startTestServer, type TestServer } from '../helpers/harness.js';
import { ManualClock } from '../helpers/manual-clock.js';
import { type ReceivedRequest, WebhookReceiver } from '../helpers/webhook-receiver.js';
import { addEndpoint, attemptRows, deliveryRows, settled } from '../helpers/webhooks.js';

/**
 * At least once, under a receiver that fails often: 1,000 events through the whole retry
 * schedule on a test clock, every one delivered, every attempt in the log.
 */
const clock = new ManualClock(new Date('2026-11-20T12:00:00.000Z'));
let server: TestServer;
let receiver: WebhookReceiver;
let receiverUrl: string;

beforeAll(async () => {
  server = await startTestServer({ WEBHOOK_ALLOW_LOOPBACK: 'true' }, { clock });
  receiver = new WebhookReceiver();
  receiverUrl = await receiver.start();
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});

/** Whether `part` is `whole` with some elements left out, the rest in the same order. */
function isSubsequence(part: number[], whole: number[]): boolean {
  let i = 0;
  for (const item of whole) if (i < part.length && part[i] === item) i++;
  return i === part.length;
}

describe('a receiver that fails 30 % of attempts at random', () => {
  it('gets every one of 1,000 events at least once, and the log shows each attempt', async () => {
    const tenant = await server.tenant();
    const path = '/inestable';
    // Fails an attempt with probability 0.3 (a hash of the message and its try, so it does not
    // depend on arrival order), but never an 8th time in a row: that would exhaust the schedule,
    // which with 1,000 events happens in a run out of 15 (1,000 × 0.3^8 ≈ 0.07).
    const tries = new Map<string, number>();
    /** The answers the receiver finished writing, per event: what Caja can have seen. */
    const answered = new Map<string, number[]>();
    receiver.respond = (r: ReceivedRequest) => {
      const id = String(r.headers['webhook-id']);
      const n = (tries.get(id) ?? 0) + 1;
      tries.set(id, n);
      const draw = createHash('sha256').update(`${id}:${n}`).digest().readUInt32BE(0) / 2 ** 32;
      return draw < 0.3 && n < 8 ? 500 : 200;
    };
    receiver.onAnswered = (r: ReceivedRequest, status: number) => {
      const id = String(r.headers['webhook-id']);
      answered.set(id, [...(answered.get(id) ?? []), status]);
    };
    const endpoint = await addEndpoint(server, tenant, `${receiverUrl}${path}`, {
      events: ['customer.created'],
    });
    const device = await registerDevice(server, tenant.accountId);
    for (let batch = 0; batch < 2; batch++) {
      await device.uploadOk(
        Array.from({ length: 500 }, (_, i) => customer({ name: `Cliente ${batch}-${i}` })),
      );
    }

    for (let round = 0; ; round++) {
      await settled(server, clock, endpoint.id);
      const pending = await server.caja.services.db
        .selectFrom('webhook_deliveries')
        .select((eb) => eb.fn.min('next_attempt_at').as('next'))
        .where('endpoint_id', '=', endpoint.id)
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      if (pending.next === null) break;
      expect(round).toBeLessThan(8);
      clock.advance(new Date(pending.next).getTime() - clock.now().getTime());
    }

    const deliveries = await deliveryRows(server, endpoint.id);
    expect(deliveries).toHaveLength(1000);
    expect(deliveries.every((d) => d.status === 'succeeded')).toBe(true);
    expect([...answered.values()].filter((statuses) => statuses.includes(200))).toHaveLength(1000);

    // The log shows each attempt: per event, the statuses recorded are answers the receiver
    // gave, in order (failures, then one success). An attempt that Caja saw no answer to is
    // recorded with its error instead of a status (rare; the receiver shares this process, and
    // so its pauses): its connection broke, or the receiver's answer came after Caja stopped
    // waiting. So every answer is recorded, with its status or, at most once each, as an error.
    const attempts = await attemptRows(server, endpoint.id);
    const failed = attempts.filter((a) => a.status_code === 500).length;
    expect(failed / attempts.length).toBeGreaterThan(0.15);
    const recorded = new Map<string, Array<number | null>>();
    for (const a of attempts) recorded.set(a.event_id, [...(recorded.get(a.event_id) ?? []), a.status_code]);
    for (const [eventId, statuses] of recorded) {
      expect(statuses.at(-1)).toBe(200);
      expect(statuses.slice(0, -1).every((s) => s === 500 || s === null)).toBe(true);
      const answers = answered.get(eventId) ?? [];
      const seen = statuses.filter((s) => s !== null);
      const why = `${eventId}: recorded ${statuses}, answered ${answers}`;
      expect(isSubsequence(seen, answers), why).toBe(true);
      expect(answers.length - seen.length).toBeLessThanOrEqual(statuses.length - seen.length);
    }
    const broken = await server.caja.services.db
      .selectFrom('webhook_attempts')
      .select(['error'])
      .where('status_code', 'is', null)
      .execute();
    expect(broken.every((a) => a.error !== null && a.error.length > 0)).toBe(true);
    expect(broken.length).toBeLessThan(attempts.length / 100);
  }, 180_000);
});
