/** The real-card pages' paths (spec §2: extend and redpacket take the card as query cardId). */
export const cardPaths = {
  activate: () => '/app/realcard/activate',
  query: (cardId?: number) => (cardId ? `/app/realcard/query?cardId=${cardId}` : '/app/realcard/query'),
  empty: () => '/app/realcard/empty',
  extend: (cardId: number) => `/app/realcard/extend?cardId=${cardId}`,
  redpacket: (cardId: number) => `/app/realcard/redpacket?cardId=${cardId}`,
  pay: (cardId: number, iid: number) => `/app/pay/card?cardId=${cardId}&iid=${iid}`,
};

/** The card id of the query, or 0 when missing or malformed. */
export function cardIdOf(search: URLSearchParams): number {
  const id = Number(search.get('cardId'));
  return Number.isInteger(id) && id > 0 ? id : 0;
}
