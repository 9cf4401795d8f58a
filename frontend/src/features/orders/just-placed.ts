/** What checkout hands the orders page: the order it just placed, to show first and large. */
export interface JustPlaced {
  placedOrderId: string;
}

export function justPlacedId(state: unknown): string | null {
  const id = (state as Partial<JustPlaced> | null)?.placedOrderId;
  return typeof id === 'string' ? id : null;
}
