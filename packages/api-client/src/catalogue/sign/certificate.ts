import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { idParam, memberScope } from '../shapes';
import { certificateSchema, subjectNotFound } from './schemas';

/** The member's certificate of a subject, once every site of it is checked in (sign/cer). */
export const certificate = defineCall({
  name: 'sign.certificate',
  transport: 'api',
  method: 'GET',
  uri: '/sign/certificate',
  params: z.object({ ...memberScope, subjectId: idParam }),
  result: certificateSchema,
  errors: { notFound: subjectNotFound, notCompleted: callError(4107, '还有点位未打卡，完成全部点位后可领取证书') },
});
