/** Shapes a domain page as the contract's list envelope (public API and operator interface alike). */
export const listBody = <T>(page: { data: T[]; hasMore: boolean; nextCursor: string | null }) => ({
  object: 'list' as const,
  data: page.data,
  has_more: page.hasMore,
  next_cursor: page.nextCursor,
});
