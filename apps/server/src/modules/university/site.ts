import { university } from '@tongxin/api-client/catalogue';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { refuse } from '../../http/reply-error';
import { tenantsOfHost } from '../../platform/tenants';
import { couponClaims, coupons, downloadInfos, pages } from './schema';
import { authenticate, sessionCall } from './session';

const couponIdList = z.array(z.number().int().positive()).min(1).max(20);

/** The university's site calls: tenant by host, content pages, the download banner, coupons. */
export const siteCalls = [
  sessionCall(university.getIidByDomainName, async ({ domainName }, { services: s }) => {
    const [row] = await tenantsOfHost(s.db, domainName);
    if (!row) throw refuse(university.getIidByDomainName.errors.unknownHost);
    return { iid: row.iid };
  }),

  sessionCall(university.getPageShow, async ({ iid, type }, { services: s }) => {
    const [row] = await s.db
      .select({ blocks: pages.blocks })
      .from(pages)
      .where(and(eq(pages.iid, iid), eq(pages.type, type)))
      .limit(1);
    return { page_show: row?.blocks ?? [] };
  }),

  sessionCall(university.getDownloadInfo, async ({ iid }, { services: s }) => {
    const [row] = await s.db.select({ info: downloadInfos.info }).from(downloadInfos).where(eq(downloadInfos.iid, iid)).limit(1);
    return { downInfo: row?.info ?? null };
  }),

  sessionCall(university.recvCoupons, async ({ iid, rid, token, couponIds }, { services: s }) => {
    const errors = university.recvCoupons.errors;
    const who = await authenticate(s, rid, token);
    let ids: number[];
    try {
      ids = couponIdList.parse(JSON.parse(couponIds));
    } catch {
      throw refuse(errors.badIds);
    }
    if (iid !== who.iid) throw refuse(errors.notClaimable);
    const valid = await s.db
      .select({ id: coupons.id })
      .from(coupons)
      .where(and(inArray(coupons.id, ids), eq(coupons.iid, iid), gt(coupons.endTime, new Date(s.now()))));
    if (valid.length !== new Set(ids).size) throw refuse(errors.notClaimable);
    const claimed = await s.db
      .insert(couponClaims)
      .values(valid.map((c) => ({ couponId: c.id, rid: who.rid })))
      .onConflictDoNothing()
      .returning({ couponId: couponClaims.couponId });
    if (claimed.length === 0) throw refuse(errors.claimedAlready);
    return 0;
  }),
];
