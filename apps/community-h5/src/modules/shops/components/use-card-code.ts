import { useSearchParams } from 'react-router-dom';

/** The card a page is about: `?code=` (a share code), or undefined for the member's own. */
export function useCardCode(): string | undefined {
  const [search] = useSearchParams();
  const code = search.get('code')?.trim();
  return code ? code.slice(0, 16) : undefined;
}
