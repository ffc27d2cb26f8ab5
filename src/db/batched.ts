/**
 * Gathers the calls made in one turn of the event loop into a single call of `run` (at most
 * `max` inputs each), so that many concurrent callers cost one statement instead of one each.
 * `run` answers one output per input, in the same order.
 */
export function batched<I, O>(run: (inputs: I[]) => Promise<O[]>, max = 200): (input: I) => Promise<O> {
  const pending: Array<{ input: I; resolve: (output: O) => void; reject: (error: unknown) => void }> = [];
  const flush = () => {
    const batch = pending.splice(0, max);
    if (pending.length > 0) setImmediate(flush);
    run(batch.map((call) => call.input)).then(
      (outputs) => {
        for (const [i, call] of batch.entries()) call.resolve(outputs[i] as O);
      },
      (error: unknown) => {
        for (const call of batch) call.reject(error);
      },
    );
  };
  return (input) =>
    new Promise<O>((resolve, reject) => {
      if (pending.length === 0) setImmediate(flush);
      pending.push({ input, resolve, reject });
    });
}
