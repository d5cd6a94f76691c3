import type { Db } from '../../db/client';
import type { SeedContext } from '../../platform/module';
import { photoUrl, seedAvatar } from '../../platform/photos';
import { hashPassword } from '../../security/passwords';
import { addMember, communityMobile, DEMO_COMMUNITY, DEMO_MEMBER } from './api';
import { memberContacts, members } from './schema';

/** Tenant 1000's service desk and its demo member (README), to whom the other modules' seeds give data. */
export async function seedMember(db: Db, ctx: SeedContext): Promise<void> {
  const iid = DEMO_MEMBER.iid;
  await db.insert(memberContacts).values({
    iid,
    name: '同心志愿者联合会服务中心',
    phone: '400-800-1000',
    email: 'service@tongxin.local',
    hours: '周一至周五 9:00-18:00',
    address: '广东省深圳市南山区科技园南区 8 栋',
  });
  await db.insert(members).values({
    iid,
    mobile: DEMO_MEMBER.mobile,
    mobileVerifiedAt: ctx.now,
    passwordHash: await hashPassword(DEMO_MEMBER.password),
    nickName: DEMO_MEMBER.nickName,
    name: '李同心',
    signature: '一起做点好事',
    email: 'demo@tongxin.local',
    headImg: photoUrl('avatar-dogs'),
  });
  for (const [i, nickName] of DEMO_COMMUNITY.entries()) {
    // Joined over the last weeks, one after another.
    await addMember(db, { iid, mobile: communityMobile(i), nickName, headImg: seedAvatar(i + 1) }, new Date(ctx.now.getTime() - (DEMO_COMMUNITY.length - i) * 86_400_000));
  }
}
