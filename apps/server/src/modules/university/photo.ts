import { isIdCard } from '@tongxin/validators';
import { registerCall } from '../../http/register-call';
import { ReplyError } from '../../http/reply-error';
import type { ModuleContext } from '../types';
import { faceDetection, getOssParams } from './calls';
import { loadForm } from './rules';
import { applicationOf, authenticate, notInThisStatus } from './session';
import { issuePolicy, ownedUpload, publicOrigin, readUpload, STORAGE_PATH } from './storage';

export function registerPhotoCalls({ app, gateway, services: s }: ModuleContext) {
  registerCall(app, gateway, getOssParams, async ({ iid, rid, token }, { request }) => {
    const who = await authenticate(s, rid, token);
    if (iid !== who.iid) throw new ReplyError(403, '无权上传');
    return { code: 0, msg: 'ok', host: `${publicOrigin(s, request)}${STORAGE_PATH}`, ...issuePolicy(s, { iid: who.iid, rid: who.rid }) };
  });

  registerCall(app, gateway, faceDetection, async ({ rid, token, regId, imgPath }) => {
    const who = await authenticate(s, rid, token);
    const { app: application } = await applicationOf(s, who, regId);
    if (application.status !== 0) throw notInThisStatus();
    const upload = await ownedUpload(s, who.rid, imgPath);
    if (!upload) throw new ReplyError(1011, '照片不是本人上传的图片');
    const { components } = await loadForm(s, regId);
    const valueOfRole = (role: string) => {
      const c = components.find((x) => x.role === role);
      return c ? (application.values[String(c.id)] ?? '').trim() : '';
    };
    const name = valueOfRole('name');
    const idCode = valueOfRole('idCode');
    const result = await s.face.check({ image: await readUpload(s, upload.key), name, idCode });
    const idOk = idCode === '' || isIdCard(idCode);
    const succ = result.succ && idOk;
    return { code: 0, msg: succ || !result.succ ? result.msg : '身份证号校验未通过，请检查基本信息', succ, idCode, name };
  });
}
