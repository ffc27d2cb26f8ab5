interface Prices {
  base_price?: number | undefined;
  final_price?: number | undefined;
}

/**
 * A `base_price` sent without `final_price` sets both (SPEC, for products and variants alike):
 * the price the POS sells at follows the list price unless the caller says otherwise.
 */
export function withFinalPrice<T extends Prices>(input: T): T {
  if (input.base_price === undefined || input.final_price !== undefined) return input;
  return { ...input, final_price: input.base_price };
}
