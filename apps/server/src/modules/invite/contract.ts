import { invite } from '@tongxin/api-client/catalogue';
import { example, type ContractFixture } from '../../testing/contract';

/** An inviter and an invitee bound with the inviter's code. */
async function bound(fx: ContractFixture) {
  const inviter = await fx.newMember();
  const { inviteCode: code } = await fx.succeed(invite.code, { iid: inviter.iid, token: inviter.token, kind: 'sub', fresh: false });
  const invitee = await fx.newMember();
  await fx.succeed(invite.validate, { iid: invitee.iid, token: invitee.token, code, bind: true });
  return { inviter, invitee };
}

/** The invitation calls, each with params that succeed on a seeded database (modules/contract.test.ts). */
export const examples = [
  example(invite.account, async (fx) => {
    const { invitee } = await bound(fx);
    return { iid: invitee.iid, token: invitee.token };
  }),
  example(invite.children, async (fx) => {
    const { inviter } = await bound(fx);
    return { iid: inviter.iid, token: inviter.token };
  }),
  example(invite.removeChild, async (fx) => {
    const { inviter, invitee } = await bound(fx);
    return { iid: inviter.iid, token: inviter.token, userId: invitee.userId };
  }),
  example(invite.code, async (fx) => {
    const { iid, token } = await fx.newMember();
    return { iid, token, kind: 'actseller' as const };
  }),
  example(invite.validate, async (fx) => {
    const inviter = await fx.newMember();
    const { inviteCode: code } = await fx.succeed(invite.code, { iid: inviter.iid, token: inviter.token, kind: 'sub', fresh: false });
    const { iid, token } = await fx.newMember();
    return { iid, token, code: code.toLowerCase(), bind: true };
  }),
  example(invite.gifts, async (fx) => {
    const { inviter } = await bound(fx);
    return { iid: inviter.iid, token: inviter.token };
  }),
];
