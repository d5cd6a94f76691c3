import { distribution } from '@tongxin/api-client/catalogue';
import type { ContractFixture } from '../../testing/contract';
import { example } from '../../testing/contract';
import { DEMO_KEY } from './seed';

/** A new member applying under the demo member (pending), with the demo member's session to decide it. */
async function applicant(fx: ContractFixture) {
  const who = await fx.newMember();
  const role = await fx.succeed(distribution.roleApply, { iid: who.iid, token: who.token, disrParentMultiDisKey: DEMO_KEY, realName: '李同心', mobile: who.mobile });
  return { who, role };
}

/** The distribution calls, each with params that succeed on a seeded database (modules/contract.test.ts). */
export const examples = [
  example(distribution.consoleRoles, async (fx) => ({ token: await fx.owner(), status: 0 })),
  example(distribution.consoleDecide, async (fx) => {
    const { role } = await applicant(fx);
    return { token: await fx.owner(), roleId: role.id, pass: false, reason: '资料不全' };
  }),
  example(distribution.roleGet, async (fx) => ({ ...(await fx.demoMember()) })),
  example(distribution.roleApply, async (fx) => {
    const who = await fx.newMember();
    return { iid: who.iid, token: who.token, disrParentMultiDisKey: DEMO_KEY, realName: '张同心', mobile: who.mobile, region: '广东省/深圳市', applyReason: '想为社区出力' };
  }),
  example(distribution.roleApprove, async (fx) => {
    const { role } = await applicant(fx);
    return { ...(await fx.demoMember()), roleId: role.id, pass: true };
  }),
  example(distribution.roleCancel, async (fx) => {
    const { who } = await applicant(fx);
    return { iid: who.iid, token: who.token, reason: '暂时不做了' };
  }),
  example(distribution.grouth, async (fx) => ({ ...(await fx.demoMember()) })),
  example(distribution.statistic, async (fx) => ({ ...(await fx.demoMember()), days: 7 })),
  example(distribution.childList, async (fx) => ({ ...(await fx.demoMember()) })),
  example(distribution.childCount, async (fx) => ({ ...(await fx.demoMember()) })),
  example(distribution.itemModules, { iid: 1000 }),
  example(distribution.itemList, { iid: 1000 }),
  example(distribution.getKey, async (fx) => ({ ...(await fx.demoMember()) })),
  example(distribution.keyOwner, { iid: 1000, multiDisKey: DEMO_KEY }),
  example(distribution.lockFans, async (fx) => ({ ...(await fx.newMember()), multiDisKey: DEMO_KEY })),
  example(distribution.fansList, async (fx) => ({ ...(await fx.demoMember()) })),
  example(distribution.getRegulations, { iid: 1000 }),
  example(distribution.changeOpInfos, async (fx) => ({ ...(await fx.demoMember()), opName: '陈运营', opMobile: '13900139000' })),
  example(distribution.roleExtGet, async (fx) => ({ ...(await fx.demoMember()) })),
  example(distribution.roleExtUpdate, async (fx) => ({ ...(await fx.demoMember()), wechatId: 'tongxin2024', intro: '社区志愿者', posterTitle: '和我一起做公益' })),
];
