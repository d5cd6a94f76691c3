import { wechat } from '@tongxin/api-client/catalogue';
import { example } from '../../testing/contract';

/** The wechat module's call, with a code the fake WeChat of testing/wechat.ts accepts (modules/contract.test.ts). */
export const examples = [example(wechat.getUserInfo, { iid: 1000, code: 'code-userinfo' }), example(wechat.oauthConfig, { iid: 1000 })];
