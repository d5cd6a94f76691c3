import * as z from 'zod/mini';
import { callError } from '../../define';
import { instant, textParam } from '../shapes';

/*
 * A member's relations page: the profile others see, the base and extra info the member
 * edits, identity verification, impressions, praise, honours and companies. The spec shows no
 * reply for these calls (§7 "not shown"): the shapes are ours.
 */

/** Identity verification: 0 not verified, 2 verified (the validators' checksum passed). */
export const AUTH_STATUS = { none: 0, verified: 2 } as const;

/** Gender: 0 not said, 1 male, 2 female. */
export const GENDER_LABEL: Readonly<Record<number, string>> = { 0: '保密', 1: '男', 2: '女' };

/** The longest impression tag and the most extra fields a member keeps. */
export const IMPRESSION_MAX = 12;
export const EXTRA_MAX = 10;

export const RELATION_ERRORS = {
  memberNotFound: callError(404, '该成员不存在'),
  selfImpression: callError(409, '不能给自己添加印象'),
  impressedAlready: callError(409, '你已经给TA添加过印象了'),
  selfPraise: callError(409, '不能给自己点赞'),
  praisedAlready: callError(409, '你已经赞过TA了'),
  verifiedAlready: callError(409, '已完成实名认证，不能重复认证'),
  badIdNumber: callError(400, '身份证号码格式不对哦~'),
  badName: callError(400, '中文姓名格式不对哦~'),
  badEmail: callError(400, '邮箱格式格式不对哦~'),
  badDate: callError(400, '日期格式不对，请选择日期'),
  entryNotFound: callError(404, '记录不存在或已删除'),
} as const;

/** A date as the pickers send it: YYYY-MM-DD, or '' for none. */
export const dayParam = /* @__PURE__ */ z.union([z.literal(''), z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式不对，请选择日期'))]);
/** A picture's address: an upload of ours ('/…') or an http(s) URL. */
export const pictureParam = /* @__PURE__ */ textParam(500).check(z.refine((v) => v === '' || v.startsWith('/') || /^https?:\/\//.test(v), '图片地址不对'));

/** A member as another member sees them: no mobile, no ID number. */
export const publicMemberSchema = z.object({
  memberId: z.number().check(z.int()),
  nickName: z.string(),
  headImg: z.string(),
  signature: z.string(),
});
export type PublicMember = z.infer<typeof publicMemberSchema>;

export const honorSchema = z.object({ id: z.number().check(z.int()), title: z.string(), date: z.string(), image: z.string() });
export type Honor = z.infer<typeof honorSchema>;

export const companySchema = z.object({ id: z.number().check(z.int()), name: z.string(), position: z.string(), startDate: z.string(), endDate: z.string() });
export type Company = z.infer<typeof companySchema>;

export const extraItemSchema = z.object({ label: z.string(), value: z.string() });
export type ExtraItem = z.infer<typeof extraItemSchema>;

/** A tag and how many members gave it. */
export const tagCountSchema = z.object({ tag: z.string(), count: z.number().check(z.int()) });

/** The profile as others see it (relation/detail): no ID number, no contact the member did not show. */
export const profileSchema = z.extend(publicMemberSchema, {
  realName: z.string(),
  gender: z.number().check(z.int()),
  city: z.string(),
  intro: z.string(),
  verified: z.boolean(),
  extra: z.array(extraItemSchema),
  tags: z.array(tagCountSchema),
  praiseCount: z.number().check(z.int()),
  /** Whether the caller praised them / gave them an impression already (false when signed out). */
  praisedByMe: z.boolean(),
  impressedByMe: z.boolean(),
  honors: z.array(honorSchema),
  companies: z.array(companySchema),
  isMe: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/** The member's own record (relation/index, baseinfo, extra, auth): everything, the full ID number included. */
export const mineSchema = z.extend(profileSchema, {
  birthday: z.string(),
  wechat: z.string(),
  email: z.string(),
  auth: z.object({ status: z.number().check(z.int()), name: z.string(), idNumber: z.string(), verifiedAt: z.nullable(instant) }),
});
export type Mine = z.infer<typeof mineSchema>;

export const impressionSchema = z.object({
  id: z.number().check(z.int()),
  tag: z.string(),
  from: publicMemberSchema,
  hidden: z.boolean(),
  createdAt: instant,
});
export type Impression = z.infer<typeof impressionSchema>;

export const praiseSchema = z.object({ id: z.number().check(z.int()), from: publicMemberSchema, createdAt: instant });
export type Praise = z.infer<typeof praiseSchema>;

export const opinionSchema = z.object({ id: z.number().check(z.int()), content: z.string(), contact: z.string(), createdAt: instant });
export type Opinion = z.infer<typeof opinionSchema>;
