/** The cloud's clock, to the millisecond the API writes. Tests may move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const ids = {
  uuid: (): string => crypto.randomUUID(),
};
