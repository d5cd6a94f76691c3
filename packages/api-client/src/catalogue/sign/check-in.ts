import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { idParam, memberScope, textParam } from '../shapes';
import { checkInResultSchema, siteNotFound } from './schemas';

const coordinate = z.coerce.number<number | string>();

/**
 * Checks the member in at a site: by location (lat, lng within the site's radius; WGS84) or by the
 * code of the site's QR. Once per site. The server measures the distance; a refusal stores nothing.
 */
export const checkIn = defineCall({
  name: 'sign.checkIn',
  transport: 'api',
  method: 'POST',
  uri: '/sign/check-in',
  params: z.object({
    ...memberScope,
    siteId: idParam,
    lat: z.optional(coordinate.check(z.gte(-90), z.lte(90))),
    lng: z.optional(coordinate.check(z.gte(-180), z.lte(180))),
    code: z.optional(textParam(64, 1)),
  }),
  result: checkInResultSchema,
  errors: {
    notFound: siteNotFound,
    tooFar: callError(4101, '不在打卡范围内'),
    noLocation: callError(4102, '获取当前位置失败，请开启定位或扫描点位二维码打卡'),
    badCode: callError(4103, '二维码无效，请扫描该点位的二维码'),
    already: callError(4104, '已在该点位打过卡'),
    notStarted: callError(4105, '打卡活动尚未开始'),
    ended: callError(4106, '打卡活动已结束'),
  },
});
