import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { instant, memberScope, textParam } from '../shapes';

/*
 * Writing off a bought package at its place (到店核销). The member shows the order's use code (我的套餐,
 * order/used); a member of the place's staff (the organisation names them through the admin API)
 * looks it up, then confirms: the order's usedAt is set once, by one conditional update, so two
 * verifications of one code at once use it once. The organisation can do the same through the
 * admin API (POST /api/admin/stay/packages/verify).
 */

/** A use code as typed or scanned: 12 digits, spaces allowed (the page groups them by four). */
export const useCodeParam = /* @__PURE__ */ z.pipe(textParam(24, 1), z.transform((v) => v.replace(/\s+/g, '')));

/** Why a code cannot be written off, in the words the staff reads. */
export const VERIFY_ERRORS = {
  notStaff: callError(403, '仅营地或民宿的工作人员可以核销套餐'),
  badCode: callError(404, '核销码不存在，请核对后重新输入'),
  otherPlace: callError(4031, '该套餐不属于你所在的营地或民宿'),
  notPaid: callError(409, '订单未支付，不能核销'),
  used: callError(4091, '该套餐已核销，不能重复使用'),
  refunding: callError(4092, '订单已申请退款，不能核销'),
  notYet: callError(4093, '套餐尚未到使用日期'),
  expired: callError(4094, '套餐已过有效期，不能核销'),
} as const;

/** A bought package as the staff sees it before and after writing it off. */
export const verifiedPackageSchema = z.object({
  orderId: z.string(),
  title: z.string(),
  placeId: z.number().check(z.int()),
  placeName: z.string(),
  /** The buyer as the staff may see them: the contact's name with all but the first character hidden, the mobile masked. */
  member: z.string(),
  mobile: z.string(),
  num: z.number().check(z.int()),
  includes: z.array(z.string()),
  validFrom: z.string(),
  validTo: z.string(),
  /** MY_PACKAGE_STATUS as the member reads it (2 to use, 3 used, …). */
  status: z.number().check(z.int()),
  usedAt: z.nullable(instant),
});
export type VerifiedPackage = z.infer<typeof verifiedPackageSchema>;

/** The places the signed-in member writes packages off at (empty for everyone but their staff). */
export const staffPlaces = defineCall({
  name: 'stay.staffPlaces',
  transport: 'api',
  method: 'GET',
  uri: '/stay/staff/places',
  params: z.object(memberScope),
  result: z.array(z.object({ id: z.number().check(z.int()), type: z.number().check(z.int()), name: z.string() })),
});

/** The package behind a use code, for the staff of its place to check before writing it off. */
export const verifyLookup = defineCall({
  name: 'stay.verifyLookup',
  transport: 'api',
  method: 'GET',
  uri: '/stay/verify',
  params: z.object({ ...memberScope, code: useCodeParam }),
  result: verifiedPackageSchema,
  errors: { notStaff: VERIFY_ERRORS.notStaff, badCode: VERIFY_ERRORS.badCode, otherPlace: VERIFY_ERRORS.otherPlace },
});

/** Writes the package behind a use code off, once: the answer is the package, used. */
export const verify = defineCall({
  name: 'stay.verify',
  transport: 'api',
  method: 'POST',
  uri: '/stay/verify',
  params: z.object({ ...memberScope, code: useCodeParam }),
  result: verifiedPackageSchema,
  errors: VERIFY_ERRORS,
});
