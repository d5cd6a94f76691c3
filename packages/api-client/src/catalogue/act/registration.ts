import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { idListParam, idParam, instant, memberScope, textParam } from '../shapes';
import { formComponentSchema, notFound } from './schemas';

/*
 * Spec §7's generic registration form (/api/registration/get, getFormItems, saveFormItems, reset,
 * commitForm, checkImg) as an activity's own form (the enrolment page's custom fields): one form
 * group per activity, the member's answers saved on the server as a draft, checked in full by
 * commitForm and again by the enrolment order. `id` is the activity. Values are a map of component
 * id to text in the form renderer's shapes (spec §3).
 */

/** A member's answers to an activity's form: 0 none saved, 1 a draft (saveFormItems), 2 committed (every component checked). */
export const REG_STATUS = { none: 0, draft: 1, committed: 2 } as const;

const formParams = z.object({ ...memberScope, id: idParam });
/** The answers as sent: a JSON object of component id to text. */
const contentParam = textParam(200_000, 2);

const formErrors = {
  notFound,
  noForm: callError(404, '该活动没有报名表'),
  badContent: callError(400, '报名表内容格式不正确'),
  foreignField: callError(400, '报名表中有不属于该活动的字段'),
  badValue: callError(400, '报名表填写有误'),
  notOwnImage: callError(400, '图片不是本人上传的'),
};

/** The registration info of spec §3 for an activity's form: status, its one group and the summary to tick. */
export const registration = defineCall({
  name: 'act.registration',
  transport: 'api',
  method: 'GET',
  uri: '/registration/get',
  params: formParams,
  result: z.object({
    status: z.number().check(z.int()),
    groups: z.array(z.object({ id: z.number().check(z.int()), groupName: z.string(), groupDesc: z.string(), isFill: z.boolean() })),
    regSummary: z.string(),
    updatedAt: z.nullable(instant),
  }),
  errors: { notFound: formErrors.notFound, noForm: formErrors.noForm },
});

/** The form's components and the member's saved answers (`{}` when none). */
export const formItems = defineCall({
  name: 'act.formItems',
  transport: 'api',
  method: 'GET',
  uri: '/registration/getFormItems',
  params: formParams,
  result: z.object({ components: z.array(formComponentSchema), values: z.record(z.string(), z.string()), status: z.number().check(z.int()) }),
  errors: { notFound: formErrors.notFound, noForm: formErrors.noForm },
});

/**
 * Saves answers as the member's draft (merged into what is saved; each answer checked by its type,
 * images must be the member's uploads; required ones are commitForm's). Answers to a committed form
 * make it a draft again.
 */
export const saveFormItems = defineCall({
  name: 'act.saveFormItems',
  transport: 'api',
  method: 'POST',
  uri: '/registration/saveFormItems',
  params: z.extend(formParams, { content: contentParam }),
  result: z.boolean(),
  errors: formErrors,
});

/** Clears the member's answers (draft or committed). */
export const resetForm = defineCall({
  name: 'act.resetForm',
  transport: 'api',
  method: 'POST',
  uri: '/registration/reset',
  params: formParams,
  result: z.boolean(),
  errors: { notFound: formErrors.notFound, noForm: formErrors.noForm },
});

/**
 * Saves the answers and checks every component (types 0–7; a required, empty, shown one refused
 * with '{name}必填！'); stored as committed when all pass.
 */
export const commitForm = defineCall({
  name: 'act.commitForm',
  transport: 'api',
  method: 'POST',
  uri: '/registration/commitForm',
  params: z.extend(formParams, { content: contentParam }),
  result: z.boolean(),
  errors: { ...formErrors, required: callError(400, '报名表有必填项未填写') },
});

/** Checks an uploaded image before it goes into a form: the member's own upload, of an allowed type (spec §5). */
export const checkImg = defineCall({
  name: 'act.checkImg',
  transport: 'api',
  method: 'POST',
  uri: '/registration/checkImg',
  params: z.object({ ...memberScope, url: textParam(2000, 1) }),
  result: z.object({ url: z.string(), width: z.number().check(z.int()), height: z.number().check(z.int()) }),
  errors: {
    badType: callError(400, '图片只支持jpg、png、jpeg、bmp、gif格式'),
    notOwnImage: formErrors.notOwnImage,
  },
});

/**
 * /v1/interest/check: which of the given activities the signed-in member already holds (a waiting
 * or paid enrolment), so lists mark them 已报名. `ids` is a comma list (≤ 200).
 */
export const interest = defineCall({
  name: 'act.interest',
  transport: 'gateway',
  method: 'GET',
  uri: '/v1/interest/check',
  params: z.object({ ...memberScope, ids: idListParam(200, '活动编号格式不正确') }),
  result: z.array(z.object({ actId: z.number().check(z.int()), orderId: z.string(), status: z.number().check(z.int()) })),
});
