import type pg from 'pg';

type ConnectCallback = (err: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void;

/**
 * `pool`, except that a connection handed back twice is handed back once. The engine's listener
 * does it twice when its connection dies while its pool shuts down (graphile-worker 0.17), and
 * pg-pool's error for that, thrown where nothing catches it, would end the process.
 */
export function forgivingPool(pool: pg.Pool): pg.Pool {
  const forgive = (client: pg.PoolClient) => {
    const release = client.release.bind(client);
    let released = false;
    client.release = (err?: Error | boolean) => {
      if (released) return;
      released = true;
      release(err);
    };
    return client;
  };
  const connect = (callback?: ConnectCallback) => {
    if (!callback) return pool.connect().then(forgive);
    pool.connect((err, client, done) => {
      if (err || !client) return callback(err, client, done);
      const forgiven = forgive(client);
      callback(undefined, forgiven, forgiven.release);
    });
    return undefined;
  };
  return new Proxy(pool, {
    get(target, property) {
      if (property === 'connect') return connect;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
