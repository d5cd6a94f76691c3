import { z } from 'zod';
import { defineCall } from '../../define';
import { idParam, memberScope } from './shapes';

/**
 * A delivery address (spec §3: id, iid, rid, address, mobile, name, isDefault, postCode), with
 * the region the picker chose: its district code and the three names. `address` is the street
 * part; `rid` is the member's id.
 */
export const memberAddressSchema = z.object({
  id: z.number().int(),
  iid: z.number().int(),
  rid: z.number().int(),
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
export type MemberAddress = z.infer<typeof memberAddressSchema>;

/** The editable fields of an address. The server checks the mobile (strict mainland rule). */
export const memberAddressFields = {
  name: z.string().min(1).max(20),
  mobile: z.string().min(11).max(11),
  province: z.string().min(1).max(20),
  city: z.string().min(1).max(20),
  district: z.string().max(20),
  areaCode: z.string().regex(/^(\d{6})?$/),
  address: z.string().min(1).max(100),
  postCode: z.string().max(6),
  isDefault: z.coerce.boolean<boolean | string>(),
};

/** The member's addresses, the default first. */
export const memberAddressList = defineCall({
  name: 'member.addressList',
  transport: 'api',
  method: 'GET',
  uri: '/address/list',
  params: z.object({ ...memberScope }),
  result: z.array(memberAddressSchema),
});

/**
 * Adds an address. The member's first address becomes the default; `isDefault` true makes it the
 * default and clears the flag on the others (one default address). Reply: the saved address.
 */
export const memberAddressAdd = defineCall({
  name: 'member.addressAdd',
  transport: 'api',
  method: 'POST',
  uri: '/address/add',
  params: z.object({ ...memberScope, ...memberAddressFields }),
  result: memberAddressSchema,
});

/** Updates one of the member's addresses (same rules as add). Another member's id is `{ code: 404 }`. */
export const memberAddressUpdate = defineCall({
  name: 'member.addressUpdate',
  transport: 'api',
  method: 'POST',
  uri: '/address/update',
  params: z.object({ ...memberScope, id: idParam, ...memberAddressFields }),
  result: memberAddressSchema,
});

/** Deletes one of the member's addresses; when it was the default, the newest other one becomes it. */
export const memberAddressDelete = defineCall({
  name: 'member.addressDelete',
  transport: 'api',
  method: 'POST',
  uri: '/address/delete',
  params: z.object({ ...memberScope, id: idParam }),
  result: z.boolean(),
});
