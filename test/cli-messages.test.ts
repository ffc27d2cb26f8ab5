import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, type UrlPolicy } from '#src/domain/webhooks/url-policy.js';
import { missingDatabaseMessage } from '#src/start/missing-database.js';

const noDns: UrlPolicy['resolve'] = async (hostname) => {
  throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
};

describe('messages that say the next step', () => {
  it('a loopback URL in the test environment names WEBHOOK_ALLOW_LOOPBACK and caja listen', async () => {
    const testEnv: UrlPolicy = { environment: 'test', allowLoopback: false, resolve: noDns };
    for (const raw of ['http://localhost:4000/hooks', 'https://127.0.0.1/hooks', 'http://[::1]:8080/']) {
      const result = await checkWebhookUrl(raw, testEnv);
      expect(result.ok).toBe(false);
      const reason = (result as { reason: string }).reason;
      expect(reason).toContain('WEBHOOK_ALLOW_LOOPBACK=true');
      expect(reason).toContain('caja listen --forward-to URL');
    }
    const live: UrlPolicy = { environment: 'live', allowLoopback: false, resolve: noDns };
    const inLive = await checkWebhookUrl('https://127.0.0.1/hooks', live);
    expect((inLive as { reason: string }).reason).not.toContain('WEBHOOK_ALLOW_LOOPBACK');
  });

  it('a PostgreSQL database that does not exist gets the createdb command', () => {
    const error = Object.assign(new Error('database "caja_x" does not exist'), { code: '3D000' });
    const message = missingDatabaseMessage(error, 'postgres://caja:secreto@db.example.co:6543/caja_x');
    expect(message).toContain('La base de datos "caja_x" no existe en db.example.co:6543');
    expect(message).toContain('createdb -h db.example.co -p 6543 -U caja caja_x');
    expect(message).not.toContain('secreto');
    expect(missingDatabaseMessage(new Error('otra cosa'), 'postgres://h/db')).toBeUndefined();
  });
});
