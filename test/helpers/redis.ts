import { Redis } from 'ioredis';

/** Whether a Redis answers at `url` within half a second (tests that need one skip otherwise). */
export async function redisAnswers(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 500, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}
