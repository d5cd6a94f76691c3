import type { relation } from '@tongxin/api-client';

/** A member's profile as another member sees it (relation.profile); the tests change what they need. */
export function profileOf(over: Partial<relation.Profile> = {}): relation.Profile {
  return {
    memberId: 21,
    nickName: '小林',
    headImg: '',
    signature: '周末常去做志愿',
    realName: '林小同',
    gender: 2,
    city: '杭州',
    intro: '',
    verified: true,
    extra: [],
    tags: [],
    praiseCount: 0,
    praisedByMe: false,
    impressedByMe: false,
    honors: [],
    companies: [],
    isMe: false,
    ...over,
  };
}

/** The member's own record (relation.mine). */
export function mineOf(over: Partial<relation.Mine> = {}): relation.Mine {
  return {
    ...profileOf({ memberId: 7, nickName: '王阿姨', realName: '王同心', gender: 2, isMe: true }),
    birthday: '1980-05-01',
    wechat: '',
    email: '',
    auth: { status: 0, name: '', idNumber: '', verifiedAt: null },
    ...over,
  };
}
