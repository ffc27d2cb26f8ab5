import type { Page } from './types.js';

/**
 * The answer of a list method: iterate it for every item of every page in the API's order (newest first)
 * (`for await (const sale of caja.sales.list({ ... }))`), or ask for one page with `page()`.
 * Nothing is requested until one of them is used; each use starts again from the parameters.
 */
export class List<Item> implements AsyncIterable<Item> {
  constructor(
    private readonly fetchPage: (startingAfter: string | undefined) => Promise<Page<Item>>,
    private readonly startingAfter: string | undefined,
  ) {}

  /** One page: `limit` items from `starting_after` (or the newest). Pass its `next_cursor` on to go on. */
  page(): Promise<Page<Item>> {
    return this.fetchPage(this.startingAfter);
  }

  /** Every page in turn, for work done a page at a time. */
  async *pages(): AsyncGenerator<Page<Item>, void, undefined> {
    let cursor = this.startingAfter;
    for (;;) {
      const page = await this.fetchPage(cursor);
      yield page;
      // A cursor that does not move would ask for the same page forever.
      if (!page.has_more || !page.next_cursor || page.next_cursor === cursor) return;
      cursor = page.next_cursor;
    }
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Item, void, undefined> {
    for await (const page of this.pages()) yield* page.data;
  }

  /** Every item in an array; `max` stops early (a guard against reading a whole history by mistake). */
  async toArray(options: { max?: number } = {}): Promise<Item[]> {
    const items: Item[] = [];
    for await (const item of this) {
      if (options.max !== undefined && items.length >= options.max) break;
      items.push(item);
    }
    return items;
  }
}
