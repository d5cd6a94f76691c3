import type { FastifyInstance } from 'fastify';

/** The demo tenant 1000's owner (the staff module's seed). */
export const DEMO_OWNER = { mobile: '13800001000', password: 'Tongxin1000' } as const;

/** The test apps' platform operator (OPERATOR_MOBILE, OPERATOR_PASSWORD of the harness). */
export const TEST_OPERATOR = { mobile: '13700000001', password: 'operator-pass-0123' } as const;

/**
 * Signs a staff member in through the server's own sign-in call, as the console does: on a new
 * device the first try sends the SMS code, read back from the dev provider (SMS_EXPOSE_CODES=1),
 * and the second sends it. Resolves the session token.
 */
export async function signInStaff(
  app: FastifyInstance,
  mobile: string,
  password: string,
  deviceId = 'test-device-0001',
  /** Where the SMS code is read: the dev provider's exposed code, or a suite's own SMS gateway. */
  readCode: (mobile: string) => Promise<string | undefined> = async (m) => (await app.inject({ method: 'GET', url: `/api/dev/sms/last?mobile=${m}` })).json<{ t?: string }>().t,
): Promise<string> {
  const send = async (code?: string) => {
    // Each number signs in from an address of its own: the sign-in and code limits count per address.
    const address = `10.77.${Number(mobile.slice(-6, -3)) % 250}.${Number(mobile.slice(-3)) % 250}`;
    const reply = await app.inject({ method: 'POST', url: '/api/console/sign-in', headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': address }, payload: JSON.stringify({ mobile, password, deviceId, ...(code ? { code } : {}) }) });
    return reply.json<{ t?: { token: string }; code?: number; msg?: string }>();
  };
  let body = await send();
  if (body.code === 4902) {
    const code = await readCode(mobile);
    if (!code) throw new Error(`no SMS code for ${mobile}`);
    body = await send(code);
  }
  if (!body.t) throw new Error(`staff sign-in failed for ${mobile}: ${JSON.stringify(body)}`);
  return body.t.token;
}
