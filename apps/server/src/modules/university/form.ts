import { shapes, university } from '@tongxin/api-client/catalogue';
import { and, eq, sql } from 'drizzle-orm';
import { formImageUrls, formValueProblem } from '@tongxin/validators';
import { refuse } from '../../http/reply-error';
import type { Services } from '../../services';
import { isFilled, loadForm, missingRequired, visibleComponents, type ComponentRow } from './rules';
import { applications, orders } from './schema';
import { applicationOf, authenticate, notInThisStatus, sessionCall } from './session';
import { ownedUpload } from './storage';

/** The refusal of a photo (type 6) whose upload has not passed the face check. */
const faceCheckMissing = (c: ComponentRow) => `${c.name}未通过人脸检测，请重新拍摄并完成检测`;

/**
 * The first shown photo (type 6) whose value is not an upload of this applicant that passed the
 * face check, as a refusal message; null when all are good. Submit re-checks what saves checked,
 * so a value stored before the rule (or by any other path) cannot be submitted.
 */
async function uncheckedPhoto(s: Services, rid: number, components: readonly ComponentRow[], values: Readonly<Record<string, string>>): Promise<string | null> {
  for (const c of visibleComponents(components, values)) {
    const value = (values[String(c.id)] ?? '').trim();
    if (c.type !== 6 || value === '') continue;
    const upload = await ownedUpload(s, rid, value);
    if (!upload?.faceCheckedAt) return faceCheckMissing(c);
  }
  return null;
}

/** Checks one value against its component (validators' formValueProblem, then whose images); the refusal message or null. */
async function checkValue(s: Services, rid: number, c: ComponentRow, value: string): Promise<string | null> {
  if (value.trim() === '') return null; // clearing is always allowed; university.submit checks required ones
  const problem = formValueProblem(c, value);
  if (problem) return problem;
  for (const url of formImageUrls(c, value) ?? []) {
    const upload = await ownedUpload(s, rid, url);
    if (!upload) return `${c.name}不是本人上传的图片`;
    if (c.type === 6 && !upload.faceCheckedAt) return faceCheckMissing(c);
  }
  return null;
}

/** The registration form: its groups, their saved values, saving, the status, submit and refill. */
export const formCalls = [
  sessionCall(university.getFormInfo, async ({ rid, token, regId, id }, { services: s }) => {
    const who = await authenticate(s, rid, token);
    const { app: application } = await applicationOf(s, who, regId);
    const { groups, components } = await loadForm(s, regId);
    const group = groups.find((g) => g.id === id);
    if (!group) throw refuse(university.getFormInfo.errors.noGroup);
    return {
      code: 0,
      msg: 'ok',
      t1: components
        .filter((c) => c.groupId === id)
        .map((c) => ({
          id: c.id,
          name: c.name,
          type: c.type,
          must: c.must,
          content: c.content,
          placeholder: c.placeholder,
          value: c.value,
          isShow: c.isShow,
          showIf: c.showIf ?? null,
        })),
      t2: { id: group.id, groupName: group.groupName, groupDesc: group.groupDesc },
      t3: JSON.stringify(application.values),
      status: application.status,
    };
  }),

  sessionCall(university.saveFormInfo, async ({ rid, token, regId, id, content }, { services: s }) => {
    const errors = university.saveFormInfo.errors;
    const who = await authenticate(s, rid, token);
    const { app: application } = await applicationOf(s, who, regId);
    if (application.status !== 0) throw notInThisStatus();
    let patch: Record<string, string>;
    try {
      patch = university.formValuesSchema.parse(JSON.parse(content));
    } catch {
      throw refuse(errors.badContent);
    }
    const { components } = await loadForm(s, regId);
    const own = new Map(components.filter((c) => c.groupId === id).map((c) => [String(c.id), c]));
    if (own.size === 0) throw refuse(errors.noGroup);
    for (const [key, value] of Object.entries(patch)) {
      const c = own.get(key);
      if (!c) throw refuse(errors.foreignField, `字段 ${key} 不属于该分组`);
      // JSON escapes let NUL or a lone surrogate through the content param's own check.
      if (!shapes.isFitText(value)) throw refuse(errors.badValue, `${c.name}含有不允许的字符（控制字符或无效的 Unicode）`);
      const problem = await checkValue(s, who.rid, c, value);
      if (problem) throw refuse(c.type === 5 || c.type === 6 ? errors.notOwnImage : errors.badValue, problem);
    }
    // Merged in the database and only while status is 0, so a concurrent university.submit cannot be overwritten.
    const saved = await s.db
      .update(applications)
      .set({ values: sql`${applications.values} || ${JSON.stringify(patch)}::jsonb`, updatedAt: new Date(s.now()) })
      .where(and(eq(applications.id, application.id), eq(applications.status, 0)))
      .returning({ id: applications.id });
    if (saved.length === 0) throw notInThisStatus();
    return true;
  }),

  sessionCall(university.getRegInfo, async ({ rid, token, id }, { services: s }) => {
    const who = await authenticate(s, rid, token);
    const { app: application, reg } = await applicationOf(s, who, id);
    const { groups, components } = await loadForm(s, id);
    const visible = visibleComponents(components, application.values);
    const groupList = groups.map((g) => ({
      id: g.id,
      groupName: g.groupName,
      groupDesc: g.groupDesc,
      isFill: visible.filter((c) => c.groupId === g.id && c.must).every((c) => isFilled(c, application.values[String(c.id)])),
    }));
    const [order] = await s.db.select({ gid: orders.gid }).from(orders).where(eq(orders.applicationId, application.id)).limit(1);
    const images = reg.statusImages[String(application.status)] ?? { statusImg: '', statusShowImg: '' };
    return {
      code: 0,
      msg: 'ok',
      status: application.status,
      groups: JSON.stringify(groupList),
      regName: reg.name,
      regSummary: reg.summary,
      regImage: reg.image,
      statusImg: images.statusImg,
      statusShowImg: images.statusShowImg,
      refillReason: application.status === 4 ? application.refillReason : '',
      orderId: order?.gid ?? null,
    };
  }),

  sessionCall(university.submit, async ({ rid, token, regId }, { services: s }) => {
    const errors = university.submit.errors;
    const who = await authenticate(s, rid, token);
    const { app: application } = await applicationOf(s, who, regId);
    if (application.status !== 0) throw notInThisStatus();
    const { components } = await loadForm(s, regId);
    const first = missingRequired(components, application.values)[0];
    if (first) throw refuse(errors.required, `${first.name}必填！`);
    const photo = await uncheckedPhoto(s, who.rid, components, application.values);
    if (photo) throw refuse(errors.notOwnImage, photo);
    const moved = await s.db
      .update(applications)
      .set({ status: 1, submittedAt: new Date(s.now()), updatedAt: new Date(s.now()) })
      .where(and(eq(applications.id, application.id), eq(applications.status, 0), sql`${applications.values} = ${JSON.stringify(application.values)}::jsonb`))
      .returning({ id: applications.id });
    // Values changed between the check and the update: the client submits again.
    if (moved.length === 0) throw refuse(errors.notInThisStatus, '提交失败，请重试');
    return true;
  }),

  sessionCall(university.resetForm, async ({ rid, token, regId }, { services: s }) => {
    const who = await authenticate(s, rid, token);
    const { app: application } = await applicationOf(s, who, regId);
    const moved = await s.db
      .update(applications)
      .set({ status: 0, refillReason: '', updatedAt: new Date(s.now()) })
      .where(and(eq(applications.id, application.id), eq(applications.status, 4)))
      .returning({ id: applications.id });
    if (moved.length === 0) throw notInThisStatus();
    return true;
  }),
];
