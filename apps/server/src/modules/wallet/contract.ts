import { wallet } from '@tongxin/api-client/catalogue';
import { eq } from 'drizzle-orm';
import type { ContractFixture } from '../../testing/contract';
import { example } from '../../testing/contract';
import { walletCredits } from './schema';
import { fundMember } from './testing';
import { review, requestWithdrawal } from './withdrawals';

let seq = 0;
/** A new member with ¥50.00 available, and a withdrawal of ¥10.00 to WeChat (approved when asked). */
async function withWithdrawal(fx: ContractFixture, approved: boolean) {
  const who = await fx.newMember();
  await fundMember(fx.db, { iid: who.iid, memberId: who.userId }, 5000, `CONTRACT-W${(seq += 1)}`);
  const row = await requestWithdrawal(fx.db, { iid: who.iid, memberId: who.userId, amountFen: 1000, method: 'wechat' }, new Date());
  if (approved) await review(fx.db, row.id, { approve: true }, new Date());
  return { iid: who.iid, token: who.token, id: row.id };
}

/** The wallet's calls, each with params that succeed on a seeded database (modules/contract.test.ts). */
export const examples = [
  example(wallet.consoleWithdrawals, async (fx) => ({ token: await fx.owner(), status: wallet.WITHDRAW_STATUS.submitted })),
  example(wallet.consoleReview, async (fx) => ({ token: await fx.owner(), withdrawalId: (await withWithdrawal(fx, false)).id, approve: true, reason: '核对无误' })),
  example(wallet.summary, async (fx) => ({ ...(await fx.demoMember()) })),
  example(wallet.incomeList, async (fx) => ({ ...(await fx.demoMember()) })),
  example(wallet.incomeDetail, async (fx) => {
    const who = await fx.newMember();
    await fundMember(fx.db, { iid: who.iid, memberId: who.userId }, 300, `CONTRACT-I${(seq += 1)}`);
    const [credit] = await fx.db.select({ id: walletCredits.id }).from(walletCredits).where(eq(walletCredits.memberId, who.userId));
    return { iid: who.iid, token: who.token, id: credit?.id ?? 0 };
  }),
  example(wallet.notices, async (fx) => ({ ...(await fx.demoMember()) })),
  example(wallet.noticesRead, async (fx) => ({ ...(await fx.demoMember()) })),
  example(wallet.ledger, async (fx) => ({ ...(await fx.demoMember()) })),
  example(wallet.withdraw, async (fx) => {
    const who = await fx.newMember();
    await fundMember(fx.db, { iid: who.iid, memberId: who.userId }, 500, `CONTRACT-D${(seq += 1)}`);
    return { iid: who.iid, token: who.token, amountFen: 200, method: 'wechat' as const };
  }),
  example(wallet.withdrawList, async (fx) => ({ ...(await fx.demoMember()) })),
  example(wallet.withdrawDetail, (fx) => withWithdrawal(fx, false)),
  example(wallet.withdrawCancel, (fx) => withWithdrawal(fx, false)),
  example(wallet.withdrawConfirm, (fx) => withWithdrawal(fx, true)),
  example(wallet.accounts, async (fx) => ({ ...(await fx.demoMember()) })),
  example(wallet.saveAccount, async (fx) => ({ ...(await fx.newMember()), method: 'alipay' as const, holder: '李同心', accountNo: '13800138000' })),
  example(wallet.deleteAccount, async (fx) => {
    const who = await fx.newMember();
    const account = await fx.succeed(wallet.saveAccount, { iid: who.iid, token: who.token, method: 'bank', holder: '李同心', bankName: '招商银行', accountNo: '6222021234567894' });
    return { iid: who.iid, token: who.token, id: account.id };
  }),
];
