import { and, eq, gt, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { couponClaims, coupons, domains, downloadInfos, pages } from '../../db/schema';
import { ReplyError } from '../../http/reply-error';
import type { ModuleContext } from '../types';
import { university } from '@tongxin/api-client/catalogue';
import { authenticate, registerSessionCall } from './session';

const couponIdList = z.array(z.number().int().positive()).min(1).max(20);

export function registerSiteCalls({ app, gateway, services: s }: ModuleContext) {
  registerSessionCall(app, gateway, university.getIidByDomainName, async ({ domainName }) => {
    const host = domainName.trim().toLowerCase().replace(/:\d+$/, '');
    const [row] = await s.db.select({ iid: domains.iid }).from(domains).where(eq(domains.host, host)).limit(1);
    if (!row) throw new ReplyError(404, '没有这个域名');
    return { code: 0, msg: 'ok', iid: row.iid };
  });

  registerSessionCall(app, gateway, university.getPageShow, async ({ iid, type }) => {
    const [row] = await s.db
      .select({ blocks: pages.blocks })
      .from(pages)
      .where(and(eq(pages.iid, iid), eq(pages.type, type)))
      .limit(1);
    return { code: 0, msg: 'ok', page_show: row?.blocks ?? [] };
  });

  registerSessionCall(app, gateway, university.getDownloadInfo, async ({ iid }) => {
    const [row] = await s.db.select({ info: downloadInfos.info }).from(downloadInfos).where(eq(downloadInfos.iid, iid)).limit(1);
    return { code: 0, msg: 'ok', downInfo: row?.info ?? null };
  });

  registerSessionCall(app, gateway, university.recvCoupons, async ({ iid, rid, token, couponIds }) => {
    const who = await authenticate(s, rid, token);
    let ids: number[];
    try {
      ids = couponIdList.parse(JSON.parse(couponIds));
    } catch {
      throw new ReplyError(400, 'couponIds 应为优惠券 id 的 JSON 列表', 400);
    }
    if (iid !== who.iid) throw new ReplyError(1030, '优惠券不存在或已过期');
    const valid = await s.db
      .select({ id: coupons.id })
      .from(coupons)
      .where(and(inArray(coupons.id, ids), eq(coupons.iid, iid), gt(coupons.endTime, new Date(s.now()))));
    if (valid.length !== new Set(ids).size) throw new ReplyError(1030, '优惠券不存在或已过期');
    const claimed = await s.db
      .insert(couponClaims)
      .values(valid.map((c) => ({ couponId: c.id, rid: who.rid })))
      .onConflictDoNothing()
      .returning({ couponId: couponClaims.couponId });
    if (claimed.length === 0) throw new ReplyError(1031, '已经领取过了');
    return { code: 0, t: 0, msg: '领取成功' };
  });
}
