import { signIdentityTicket, type TicketClaims } from '../providers/identity-ticket';

/** The IDENTITY_TICKET_SECRET of the test apps that sign members in by ticket. */
export const TICKET_SECRET = 'test-identity-ticket-secret-0123';

/** A ticket as the app's or a mini-program's backend signs it: valid five minutes from `nowMs`. */
export function identityTicket(claims: Omit<TicketClaims, 'exp'> & { exp?: number }, nowMs = Date.now(), secret = TICKET_SECRET): string {
  return signIdentityTicket(secret, { exp: Math.floor(nowMs / 1000) + 300, ...claims });
}
