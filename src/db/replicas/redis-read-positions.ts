import { Redis } from 'ioredis';
import { fromSortableLsn, type Lsn, sortableLsn } from './lsn.js';
import type { ReadPositions } from './read-positions.js';

/**
 * Raises KEYS[1] to ARGV[1] if it is higher, with a time to live of ARGV[2] ms. Positions are
 * sixteen hex digits, so comparing the texts compares the positions (Lua's numbers are doubles).
 */
const RAISE_LUA = `
local known = redis.call('GET', KEYS[1])
if known == false or known < ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
else
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 1`;

type ScriptedRedis = Redis & { cajaRaiseLsn(key: string, lsn: string, ttlMs: string): Promise<number> };

/**
 * Positions in Redis (REDIS_URL), shared by every process. Each expires after `forgetAfterMs`:
 * by then every replica still read has replayed it (see `ReplicaSet`). A Redis that does not
 * answer fails the call, and the caller reads from the primary.
 */
export class RedisReadPositions implements ReadPositions {
  private readonly client: ScriptedRedis;

  constructor(
    url: string,
    private readonly forgetAfterMs: number,
  ) {
    this.client = new Redis(url, {
      lazyConnect: true,
      commandTimeout: 500,
      connectTimeout: 500,
      maxRetriesPerRequest: 0,
      retryStrategy: () => 500,
    }) as ScriptedRedis;
    this.client.defineCommand('cajaRaiseLsn', { numberOfKeys: 1, lua: RAISE_LUA });
    // Failures reach the callers; without a listener an unreachable Redis would end the process.
    this.client.on('error', () => undefined);
  }

  async get(keyId: string): Promise<Lsn> {
    const text = await this.client.get(this.key(keyId));
    return text === null ? 0n : fromSortableLsn(text);
  }

  async raise(keyId: string, lsn: Lsn): Promise<void> {
    await this.client.cajaRaiseLsn(this.key(keyId), sortableLsn(lsn), String(this.forgetAfterMs));
  }

  async close(): Promise<void> {
    this.client.disconnect();
  }

  private key(keyId: string): string {
    return `caja:read-lsn:${keyId}`;
  }
}
