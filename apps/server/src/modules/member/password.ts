import { member } from '@tongxin/api-client/catalogue';
import { eq } from 'drizzle-orm';
import { refuse } from '../../http/reply-error';
import { implement } from '../../platform/module';
import { backoffMessage } from '../../security/login-backoff';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { members } from './schema';
import { requireMember } from './session';

/**
 * member.setPassword: a member who came by WeChat or the app (no password) sets one, so the bound
 * number signs in from a plain browser later (member.login, member.loginByMobile). A member who
 * has a password proves it first; wrong old passwords count in the number's sign-in backoff, so
 * this call is no way round it.
 */
export const passwordCalls = [
  implement(member.setPassword, async ({ iid, token, password, oldPassword }, { services: s }) => {
    const errors = member.setPassword.errors;
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    // Without a proven number there is nothing to sign in with.
    if (!me.mobile || !me.mobileVerifiedAt) throw refuse(errors.needsMobile);
    if (me.passwordHash !== null) {
      const account = `member:${iid}:${me.mobile}`;
      const wait = s.loginBackoff.waitMs(account);
      if (wait > 0) throw refuse(errors.tooMany, backoffMessage(wait));
      if (!oldPassword || !(await verifyPassword(oldPassword, me.passwordHash))) {
        s.loginBackoff.failed(account);
        throw refuse(errors.wrongOldPassword);
      }
      s.loginBackoff.succeeded(account);
    }
    await s.db.update(members).set({ passwordHash: await hashPassword(password) }).where(eq(members.id, me.id));
    return true as const;
  }),
];
