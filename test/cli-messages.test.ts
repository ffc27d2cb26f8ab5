import { describe, expect, it } from 'vitest';
import { forbiddenAddressReason } from '#src/domain/webhooks/url-policy.js';

describe('messages that say the next step', () => {
  it('a loopback URL on test, refused by the server, points at caja listen and WEBHOOK_ALLOW_LOOPBACK', () => {
    const reason = forbiddenAddressReason(
      '127.0.0.1',
      { environment: 'test', allowLoopback: false },
      'localhost',
    );
    expect(reason).toContain('caja listen --forward-to URL');
    expect(reason).toContain('WEBHOOK_ALLOW_LOOPBACK=true');
    expect(forbiddenAddressReason('127.0.0.1', { environment: 'live', allowLoopback: true })).toMatch(
      /usa una URL pública\.$/,
    );
    expect(forbiddenAddressReason('127.0.0.1', { environment: 'test', allowLoopback: true })).toBeNull();
  });
});
