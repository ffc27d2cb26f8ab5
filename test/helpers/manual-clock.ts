import type { Clock } from '#src/domain/clock.js';

/** A clock that stands still until a test moves it, for rules measured in time (24 h, one minute). */
export class ManualClock implements Clock {
  private ms: number;

  constructor(start: Date = new Date()) {
    this.ms = start.getTime();
  }

  now(): Date {
    return new Date(this.ms);
  }

  advance(ms: number): void {
    this.ms += ms;
  }
}
