import * as z from 'zod/mini';
import { callError } from '../../define';
import { COMMON_ERRORS, flagParam, mobileParam, textParam } from '../shapes';

/**
 * A delivery address (spec §3: id, iid, rid, address, mobile, name, isDefault, postCode), with
 * the region the picker chose: its district code and the three names. `address` is the street
 * part; `rid` is the member's id.
 */
export const addressSchema = z.object({
  id: z.number().check(z.int()),
  iid: z.number().check(z.int()),
  rid: z.number().check(z.int()),
  name: z.string(),
  mobile: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  /** The 6-digit code of the chosen region when the client knows it, else ''. */
  areaCode: z.string(),
  address: z.string(),
  postCode: z.string(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

/** The editable fields of an address. The server checks the mobile (strict mainland rule). */
export const addressFields = {
  name: textParam(20, 1),
  mobile: mobileParam,
  province: textParam(20, 1),
  city: textParam(20, 1),
  district: textParam(20),
  areaCode: textParam(6).check(z.regex(/^(\d{6})?$/)),
  address: textParam(100, 1),
  postCode: textParam(6),
  isDefault: flagParam,
};

/** At most this many addresses per member. */
export const MAX_ADDRESSES = 30;

export const notFound = callError(404, '地址不存在');
export const saveErrors = { invalid: COMMON_ERRORS.invalid, notFound, tooMany: callError(409, `最多保存${MAX_ADDRESSES}个地址`) };
