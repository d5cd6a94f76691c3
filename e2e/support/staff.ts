import type { APIRequestContext } from '@playwright/test';

/** The platform operator of the e2e servers (global-setup gives them OPERATOR_MOBILE/OPERATOR_PASSWORD). */
export const E2E_OPERATOR = { mobile: '13700000009', password: 'e2e-operator-pass-01' } as const;
/** The device the global setup proves with the SMS code on each server: later sign-ins need no code. */
export const E2E_OPERATOR_DEVICE = 'e2e-operator-device-0001';

interface SignInReply {
  t?: { token: string };
  code?: number;
  msg?: string;
}

/**
 * Signs a staff member in through the server's own call (`POST /api/console/sign-in`), as the
 * console does: on a device the account has not used, the code the server sent is read back from
 * the dev SMS provider (the e2e servers expose it) and sent with a second try.
 */
export async function signInStaff(post: (path: string, body: unknown) => Promise<SignInReply>, get: (path: string) => Promise<{ t?: string }>, mobile: string, password: string, deviceId: string): Promise<string> {
  let reply = await post('/api/console/sign-in', { mobile, password, deviceId });
  if (reply.code === 4902) {
    const code = (await get(`/api/dev/sms/last?mobile=${mobile}`)).t;
    reply = await post('/api/console/sign-in', { mobile, password, deviceId, code });
  }
  if (!reply.t) throw new Error(`staff sign-in of ${mobile} refused: ${JSON.stringify(reply)}`);
  return reply.t.token;
}

const sessions = new WeakMap<APIRequestContext, Promise<string>>();

/**
 * The admin API's header for the operator, signed in once per request context on the device the
 * global setup proved (so no code is needed).
 */
export async function operatorHeaders(request: APIRequestContext): Promise<{ authorization: string }> {
  let session = sessions.get(request);
  if (!session) {
    session = signInStaff(
      async (path, body) => (await request.post(path, { data: body })).json() as Promise<SignInReply>,
      async (path) => (await request.get(path)).json() as Promise<{ t?: string }>,
      E2E_OPERATOR.mobile,
      E2E_OPERATOR.password,
      E2E_OPERATOR_DEVICE,
    );
    sessions.set(request, session);
  }
  return { authorization: `Bearer ${await session}` };
}
