import { memberLinks } from '../../lib/links/member-links';
/** Where sign-in returns to: only a path of this app, never another origin (no open redirect). */
export function safeRedirect(value: string | null, fallback = memberLinks.personal()): string {
  if (!value || !value.startsWith('/app/') || value.startsWith('//') || value.includes('\\')) return fallback;
  if (value.startsWith(memberLinks.login.route)) return fallback;
  return value;
}

/** A mobile number with its middle four digits hidden. */
export function maskMobile(mobile: string): string {
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}
