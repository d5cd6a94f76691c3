import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { idParam, iidParam, pictureLinkSchema } from '../shapes';

/** A special (a themed landing page): a cover, an introduction and its picks. */
export const special = defineCall({
  name: 'home.special',
  transport: 'api',
  method: 'GET',
  uri: '/page/special',
  params: z.object({ iid: iidParam, id: idParam }),
  result: z.object({ id: z.number().check(z.int()), title: z.string(), cover: z.string(), intro: z.string(), items: z.array(pictureLinkSchema) }),
  errors: { notFound: callError(404, '专题不存在') },
});
