import { z } from 'zod';
import { defineCall } from '../../define';
import { done, positiveIdParam, textParam } from './fields';

/*
 * The generic registration form (spec §3 "Registration form: rid, regId, groupId, content,
 * imgPath"; §4 "get, save group items, reset, commit"). The university's own service does the
 * same for iid 3073 (catalogue/university). Reply shapes are our choice where the spec shows none;
 * they follow the university's fields (spec §3 registration info, form component, face result).
 */

const scope = { iid: positiveIdParam, rid: positiveIdParam, regId: positiveIdParam, token: textParam().optional() };

/** A form component (spec §3): types 0–7, `must` required, `content` type-dependent (JSON list for 3). */
export const registrationItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.number().int().min(0).max(7),
  must: z.boolean(),
  content: z.string(),
  placeholder: z.string(),
  value: z.string(),
  isShow: z.boolean(),
});
export type RegistrationItem = z.infer<typeof registrationItemSchema>;

/** Registration info (spec §3). `groups` is a JSON string list of { id, groupName, groupDesc, isFill }. */
export const registrationGet = defineCall({
  name: 'registration.get',
  transport: 'api',
  method: 'GET',
  uri: '/registration/get',
  params: z.object(scope),
  result: z.object({
    status: z.number().int(),
    groups: z.string(),
    regSummary: z.string(),
    regImage: z.string(),
    statusImg: z.string(),
    statusShowImg: z.string(),
  }),
});

/** A group's components and its saved values (`content`: JSON map of component id to value). */
export const registrationGetFormItems = defineCall({
  name: 'registration.getFormItems',
  transport: 'api',
  method: 'GET',
  uri: '/registration/getFormItems',
  params: z.object({ ...scope, groupId: positiveIdParam }),
  result: z.object({ items: z.array(registrationItemSchema), content: z.string() }),
});

/** Saves a group's values (`content`: JSON map of component id to value). Reply `{ t: true }`. */
export const registrationSaveFormItems = defineCall({
  name: 'registration.saveFormItems',
  transport: 'api',
  method: 'POST',
  uri: '/registration/saveFormItems',
  params: z.object({ ...scope, groupId: positiveIdParam, content: z.string().max(100_000) }),
  result: done,
});

/** Reopens a registration for refilling (status 4 → 0). Reply `{ t: true }`. */
export const registrationReset = defineCall({
  name: 'registration.reset',
  transport: 'api',
  method: 'POST',
  uri: '/registration/reset',
  params: z.object(scope),
  result: done,
});

/** Submits the registration for review (status 0 → 1). Reply `{ t: true }`. */
export const registrationCommitForm = defineCall({
  name: 'registration.commitForm',
  transport: 'api',
  method: 'POST',
  uri: '/registration/commitForm',
  params: z.object(scope),
  result: done,
});

/** Face-checks an uploaded photo (spec §3 face result: succ, idCode, msg, name). */
export const registrationCheckImg = defineCall({
  name: 'registration.checkImg',
  transport: 'api',
  method: 'POST',
  uri: '/registration/checkImg',
  params: z.object({ ...scope, imgPath: z.string().min(1).max(1000) }),
  result: z.object({ succ: z.boolean(), idCode: z.string(), msg: z.string(), name: z.string() }),
});
