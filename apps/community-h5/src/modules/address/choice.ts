import type { NavigateFunction } from 'react-router-dom';

/*
 * What the choosing pages hand back to the page that opened them: written to sessionStorage
 * (this tab only), read by the opener when the member comes back.
 */

/** sessionStorage key of the chosen address: the address record as JSON. */
export const SELECTED_ADDRESS_KEY = 'selectedAddress';
/** sessionStorage key of the chosen city: `{ code, name, province }` as JSON. */
export const SELECTED_CITY_KEY = 'selectedCity';

export function writeChoice(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage blocked: the opener falls back to its default
  }
}

export function readChoice(key: string): unknown {
  try {
    const text = window.sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** Goes back to the opener, or to `fallback` when the page was opened directly. */
export function goBack(navigate: NavigateFunction, fallback: string): void {
  const state = window.history.state as { idx?: number } | null;
  if (state && typeof state.idx === 'number' && state.idx > 0) navigate(-1);
  else navigate(fallback, { replace: true });
}
