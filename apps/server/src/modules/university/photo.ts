import { COMMON_ERRORS, university } from '@tongxin/api-client/catalogue';
import { isIdCard } from '@tongxin/validators';
import { and, eq } from 'drizzle-orm';
import { refuse } from '../../http/reply-error';
import { loadForm } from './rules';
import { uploads } from './schema';
import { applicationOf, authenticate, notInThisStatus, sessionCall } from './session';
import { publicOrigin } from '../../platform/upload-store';
import { issuePolicy, ownedUpload, readUpload, STORAGE_PATH } from './storage';

/** Face checks an applicant may run: 5 a minute (a retake takes longer than 12 s). */
export const FACE_CHECKS = { perApplicant: 5, windowMs: 60_000, tooMany: '人脸检测过于频繁，请稍后再试' } as const;

/** The photo: upload policies and the face check. */
export const photoCalls = [
  sessionCall(university.getOssParams, async ({ iid, rid, token }, { services: s, request, reply }) => {
    const who = await authenticate(s, rid, token);
    if (iid !== who.iid) throw refuse(university.getOssParams.errors.notYourTenant);
    // A signed, short-lived policy: never kept by a cache.
    reply.header('cache-control', 'no-store');
    return { code: 0, msg: 'ok', host: `${publicOrigin(s, request)}${STORAGE_PATH}`, ...issuePolicy(s, { iid: who.iid, rid: who.rid }) };
  }),

  sessionCall(university.faceDetection, async ({ rid, token, regId, imgPath }, { services: s }) => {
    const who = await authenticate(s, rid, token);
    const { app: application } = await applicationOf(s, who, regId);
    if (application.status !== 0) throw notInThisStatus();
    const upload = await ownedUpload(s, who.rid, imgPath);
    if (!upload) throw refuse(university.faceDetection.errors.notOwnImage, '照片不是本人上传的图片');
    // Each check decodes a photo: an applicant gets a few a minute, whatever addresses they use.
    if (!s.limiter.hit(`face:${who.rid}`, FACE_CHECKS.perApplicant, FACE_CHECKS.windowMs)) throw refuse(COMMON_ERRORS.tooMany, FACE_CHECKS.tooMany);
    const image = await readUpload(s, upload.key);
    if (!image) throw refuse(university.faceDetection.errors.notOwnImage, '照片文件不存在，请重新上传');
    const { components } = await loadForm(s, regId);
    const valueOfRole = (role: string) => {
      const c = components.find((x) => x.role === role);
      return c ? (application.values[String(c.id)] ?? '').trim() : '';
    };
    const name = valueOfRole('name');
    const idCode = valueOfRole('idCode');
    const result = await s.face.check({ image, name, idCode });
    const idOk = idCode === '' || isIdCard(idCode);
    const succ = result.succ && idOk;
    // The pass is recorded on the file: only a checked upload can be saved as the photo (type 6).
    if (succ) {
      await s.db
        .update(uploads)
        .set({ faceCheckedAt: new Date(s.now()) })
        .where(and(eq(uploads.key, upload.key), eq(uploads.rid, who.rid)));
    }
    return {
      code: 0,
      msg: succ || !result.succ ? result.msg : '身份证号校验未通过，请检查基本信息',
      succ,
      idCode: result.idCode ?? idCode,
      name: result.name ?? name,
    };
  }),
];
