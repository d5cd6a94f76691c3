import { wechat } from '@tongxin/api-client/catalogue';
import { example } from '../../testing/contract';

/** The wechat module's calls, with a code and a ticket the fake WeChat of testing/wechat.ts gives (modules/contract.test.ts). */
export const examples = [
  example(wechat.getUserInfo, { iid: 1000, code: 'code-userinfo' }),
  example(wechat.oauthConfig, { iid: 1000 }),
  example(wechat.ticket, { iid: 1000, url: 'https://h5.tongxin.local/app/news/1000/detail/1#top' }),
];
