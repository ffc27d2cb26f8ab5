/**
 * Deliveries in flight per endpoint, at most `perEndpoint` at once. A request for a slot of an
 * endpoint at its limit waits a moment (a fast receiver frees one within milliseconds); if none
 * frees in time the endpoint is slow, and the caller should put its job back rather than keep
 * one of the worker's slots waiting on it.
 */
export class EndpointSlots {
  private readonly busy = new Map<string, number>();
  private readonly waiting = new Map<string, Array<(granted: boolean) => void>>();

  constructor(private readonly perEndpoint: number) {}

  acquire(endpointId: string, waitMs: number): Promise<boolean> {
    const busy = this.busy.get(endpointId) ?? 0;
    if (busy < this.perEndpoint) {
      this.busy.set(endpointId, busy + 1);
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const queue = this.waiting.get(endpointId) ?? [];
      this.waiting.set(endpointId, queue);
      const waiter = (granted: boolean) => {
        clearTimeout(timer);
        resolve(granted);
      };
      const timer = setTimeout(() => {
        const at = queue.indexOf(waiter);
        if (at >= 0) queue.splice(at, 1);
        if (queue.length === 0) this.waiting.delete(endpointId);
        resolve(false);
      }, waitMs);
      queue.push(waiter);
    });
  }

  /** Frees a slot: the next waiter of the endpoint takes it over, or it is returned. */
  release(endpointId: string): void {
    const queue = this.waiting.get(endpointId);
    const next = queue?.shift();
    if (queue && queue.length === 0) this.waiting.delete(endpointId);
    if (next) {
      next(true);
      return;
    }
    const left = (this.busy.get(endpointId) ?? 1) - 1;
    if (left === 0) this.busy.delete(endpointId);
    else this.busy.set(endpointId, left);
  }
}
