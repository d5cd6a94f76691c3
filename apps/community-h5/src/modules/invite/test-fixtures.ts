import type { invite } from '@tongxin/api-client';

/** The member's invitation account as invite.account returns it; the tests change what they need. */
export function accountOf(over: Partial<invite.Account> = {}): invite.Account {
  return { me: { userId: 7, nickName: '王阿姨', headImg: '' }, parent: null, children: 0, codes: [], ...over };
}
