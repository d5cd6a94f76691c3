import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { iidParam } from '../shapes';

/** The tenant's index (spec §7 /api/domain/goIndexByIid): its name and index path, `{ t: { iid, name, indexPath } }`. */
export const goIndexByIid = defineCall({
  name: 'site.goIndexByIid',
  transport: 'api',
  method: 'GET',
  uri: '/domain/goIndexByIid',
  params: z.object({ iid: iidParam }),
  result: z.object({ iid: z.number().check(z.int()), name: z.string(), indexPath: z.string() }),
  errors: { unknownTenant: callError(404, '机构不存在') },
});
