import { member } from '@tongxin/api-client/catalogue';
import { example } from '../../testing/contract';
import { identityTicket } from '../../testing/identity';
import { smsCode } from '../../testing/member';
import { DEMO_MEMBER } from './api';

/** The member module's calls, each with params that succeed on a seeded database (modules/contract.test.ts). */
export const examples = [
  example(member.login, { iid: DEMO_MEMBER.iid, mobile: DEMO_MEMBER.mobile, password: DEMO_MEMBER.password }),
  example(member.loginByMobile, { loginName: DEMO_MEMBER.mobile, passWord: DEMO_MEMBER.password, iid: DEMO_MEMBER.iid }),
  example(member.sendCode, (fx) => ({ iid: 1000, mobile: fx.newMobile() })),
  example(member.register, async (fx) => {
    const mobile = fx.newMobile();
    return { iid: 1000, verifyCode: await smsCode(fx.app, mobile), loginName: mobile, password: 'secret123' };
  }),
  example(member.registerByMobile, async (fx) => {
    const mobile = fx.newMobile();
    return { iid: 1000, verifyCode: await smsCode(fx.app, mobile), loginName: mobile, password: 'secret123' };
  }),
  example(member.setPassword, async (fx) => {
    const { iid, token } = await fx.newMember();
    return { iid, token, password: 'newer-pass', oldPassword: 'secret123' };
  }),
  example(member.logout, async (fx) => {
    const { iid, token } = await fx.newMember();
    return { iid, token };
  }),
  example(member.profile, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token };
  }),
  example(member.profileUpdate, async (fx) => {
    const { iid, token, mobile } = await fx.newMember();
    return { iid, token, nickName: '新昵称', name: '王同心', mobile, email: 'new@tongxin.local', signature: '你好' };
  }),
  example(member.contact, { iid: 1000 }),
  // contract.test.ts's fake WeChat accepts code-base once; the ticket is signed with its IDENTITY_TICKET_SECRET.
  example(member.wechatSignIn, { iid: 1000, code: 'code-base' }),
  example(member.ticketSignIn, () => ({ iid: 1000, ticket: identityTicket({ iid: 1000, provider: 'app', sub: 'contract-rid-1' }) })),
  example(member.bindMobileSend, async (fx) => {
    const { iid, token } = await fx.newMember();
    return { iid, token, mobile: fx.newMobile() };
  }),
  example(member.bindMobile, async (fx) => {
    const { iid, token } = await fx.newMember();
    const mobile = fx.newMobile();
    return { iid, token, mobile, verifyCode: await smsCode(fx.app, mobile) };
  }),
];
