import { act } from '@tongxin/api-client/catalogue';
import { FORM_IMAGE_TYPE_MESSAGE, formImageUrls, formValueProblem, isAllowedImageName, isFormValueFilled } from '@tongxin/validators';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import { memberUploadOf } from '../content/api';
import type { StoredFormComponent } from './schema';

/** The refusals of an activity's form (commitForm's, which include saveFormItems'). */
export const FORM_ERRORS = act.commitForm.errors;
const errors = FORM_ERRORS;

/**
 * What is wrong with a member's answers to an activity's form, or null: each answer's shape by its
 * type (validators' formValueProblem), images only the member's own uploads of an allowed type,
 * and with `required` every required component answered ('{name}必填！'). Returns the refusal
 * to throw.
 */
export async function checkFormAnswers(db: Db, memberId: number, form: readonly StoredFormComponent[], values: Readonly<Record<string, string>>, required: boolean) {
  const byId = new Map(form.map((c) => [String(c.id), c]));
  for (const key of Object.keys(values)) if (!byId.has(key)) return refuse(errors.foreignField);
  for (const c of form) {
    const value = values[String(c.id)] ?? '';
    if (required && c.must === 1 && !isFormValueFilled(c, value)) return refuse(errors.required, `${c.name}必填！`);
    const problem = formValueProblem(c, value);
    if (problem) return refuse(errors.badValue, problem);
    for (const url of formImageUrls(c, value) ?? []) {
      if (!isAllowedImageName(url)) return refuse(act.checkImg.errors.badType, `${c.name}：${FORM_IMAGE_TYPE_MESSAGE}`);
      if (!(await memberUploadOf(db, memberId, url))) return refuse(errors.notOwnImage, `${c.name}不是本人上传的图片`);
    }
  }
  return null;
}
