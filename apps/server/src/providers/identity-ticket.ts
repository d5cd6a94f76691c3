import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/*
 * Identity tickets: how the native app and the mini-programs tell this server who their
 * user is. Their own backend, which knows the user (the app's rid; the openid/unionid a
 * mini-program's code2session gave it; Toutiao's unionId), signs a short-lived ticket with the
 * secret it shares with this server (IDENTITY_TICKET_SECRET); the page passes it on (the app
 * through its bridge, a mini-program in the web-view's URL) and the server signs the member in
 * only on a good signature. An id the page sends by itself could be anyone's.
 *
 * Format: `base64url(JSON claims) + '.' + base64url(HMAC-SHA256(secret, first part))`.
 */

/** Where the ticket's user comes from: the app webview, a WeChat mini-program, a Toutiao mini-app. */
export const TICKET_PROVIDERS = ['app', 'miniprogram', 'toutiao'] as const;
export type TicketProvider = (typeof TICKET_PROVIDERS)[number];

/** The longest a ticket may live: it is used once, at the page's start. */
export const TICKET_MAX_AGE_S = 10 * 60;

const subject = z.string().min(1).max(128).regex(/^[\w.@:-]+$/, 'an id');
export const ticketClaimsSchema = z.object({
  /** The tenant the user signs in to. */
  iid: z.number().int().positive(),
  provider: z.enum(TICKET_PROVIDERS),
  /** The user: the app's rid, the mini-program's openid, Toutiao's unionId. */
  sub: subject,
  /** A mini-program's WeChat unionid, when its account is bound to the open platform. */
  unionid: subject.optional(),
  nickname: z.string().max(40).optional(),
  headImg: z.string().max(500).optional(),
  /** Unix seconds. */
  exp: z.number().int(),
});
export type TicketClaims = z.infer<typeof ticketClaimsSchema>;

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('base64url');

/** Signs claims as the app's or mini-program's backend does (tests, demos and the README's example). */
export function signIdentityTicket(secret: string, claims: TicketClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

/**
 * The claims of a good ticket, or why it is refused: `invalid` (malformed, wrong signature),
 * `expired` (past exp, or an exp further away than a ticket may live).
 */
export function verifyIdentityTicket(secret: string, ticket: string, nowMs: number): { ok: true; claims: TicketClaims } | { ok: false; reason: 'invalid' | 'expired' } {
  const [body, mac, ...rest] = ticket.split('.');
  if (!body || !mac || rest.length > 0) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  let claims: TicketClaims;
  try {
    const parsed = ticketClaimsSchema.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
    if (!parsed.success) return { ok: false, reason: 'invalid' };
    claims = parsed.data;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const now = Math.floor(nowMs / 1000);
  if (claims.exp <= now || claims.exp > now + TICKET_MAX_AGE_S) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
