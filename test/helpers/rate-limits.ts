import { expect } from 'vitest';
import { expectError } from './envelope.js';
import type { ApiResponse } from './http.js';

/** What the rate limit tests read of answers: the RateLimit-* headers, statuses, outcomes. */

export const limitHeaders = (res: ApiResponse) => ({
  limit: res.headers.get('ratelimit-limit'),
  remaining: res.headers.get('ratelimit-remaining'),
  reset: res.headers.get('ratelimit-reset'),
});

export const statuses = (responses: ApiResponse[]) => responses.map((r) => r.status);

/** Sends `count` requests one after the other. */
export async function inOrder(count: number, send: () => Promise<ApiResponse>): Promise<ApiResponse[]> {
  const responses: ApiResponse[] = [];
  for (let i = 0; i < count; i++) responses.push(await send());
  return responses;
}

/** How many answers passed and how many were 429 RATE_LIMITED (anything else fails the test). */
export function outcomes(responses: ApiResponse[]): { passed: number; limited: number } {
  const counts = { passed: 0, limited: 0 };
  for (const res of responses) {
    if (res.status === 200) counts.passed++;
    else {
      expectError(res, 429, 'RATE_LIMITED');
      counts.limited++;
    }
  }
  expect(counts.passed + counts.limited).toBe(responses.length);
  return counts;
}
