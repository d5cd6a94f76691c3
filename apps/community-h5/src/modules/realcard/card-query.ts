/** The card id of the query, or 0 when missing or malformed. */
export function cardIdOf(search: URLSearchParams): number {
  const id = Number(search.get('cardId'));
  return Number.isInteger(id) && id > 0 ? id : 0;
}
