import { z } from 'zod';
import { defineCall } from '../../define';
import { ossParamsSchema } from './entities';
import { intParam, positiveIdParam, textParam } from './fields';

/** The tenant's index: its name and index path, as the foundation server answers `{ t: { iid, name, indexPath } }`. */
export const domainGoIndexByIid = defineCall({
  name: 'domain.goIndexByIid',
  transport: 'api',
  method: 'GET',
  uri: '/domain/goIndexByIid',
  params: z.object({ iid: positiveIdParam }),
  result: z.object({ iid: z.number().int(), name: z.string(), indexPath: z.string() }),
});

/**
 * Creates a short link for a long product link (spec §7 "and create"). Reply (our choice):
 * `{ t: { shortCode, shortUrl } }`. The field is `shortCode`, not `code`: a reply sent without
 * the `t` envelope would otherwise carry a top-level `code`, which the decode rule reads as an error.
 */
export const shortUrlCreate = defineCall({
  name: 'shorturl.create',
  transport: 'gateway',
  method: 'GET',
  kind: 'mutation',
  uri: '/v1/shorturl/create',
  params: z.object({ iid: positiveIdParam, url: z.string().min(1).max(2000) }),
  result: z.object({ shortCode: z.string(), shortUrl: z.string() }),
});

/**
 * Renders a share poster (spec §3 poster: bgImg, userImg, userName, title, dstUrl — dstUrl is
 * what its QR code opens). The spec names no uri or reply: ours, answered with the image URL.
 */
export const posterCreate = defineCall({
  name: 'poster.create',
  transport: 'gateway',
  method: 'GET',
  kind: 'mutation',
  uri: '/v1/poster/create',
  params: z.object({
    iid: positiveIdParam,
    bgImg: textParam(1000),
    userImg: textParam(1000),
    userName: textParam(50),
    title: textParam(200),
    dstUrl: textParam(2000),
  }),
  result: z.object({ url: z.string() }),
});

/**
 * Renders a vip card image (spec §3 vip card: cardTitle, cardDesc, cardNo, cardDate, cardImg).
 * The spec names no uri or reply: ours, answered with the image URL.
 */
export const vipCardCreate = defineCall({
  name: 'vipcard.create',
  transport: 'gateway',
  method: 'GET',
  kind: 'mutation',
  uri: '/v1/vipcard/create',
  params: z.object({
    iid: positiveIdParam,
    cardTitle: textParam(100),
    cardDesc: textParam(500),
    cardNo: textParam(50),
    cardDate: textParam(50),
    cardImg: textParam(1000),
  }),
  result: z.object({ url: z.string() }),
});

/**
 * Upload parameters for the community pages (the university has its own, getOssParams): a
 * short-lived POST policy. Reply shape agreed with the university's: `{ t: { host, policy,
 * accessKeyId, sign, expireTime, dir? } }`. A mutation: each upload wants a fresh policy.
 */
export const ossToken = defineCall({
  name: 'oss.token',
  transport: 'api',
  method: 'GET',
  kind: 'mutation',
  uri: '/oss/token',
  params: z.object({ iid: positiveIdParam, userId: intParam.optional(), token: textParam().optional() }),
  result: ossParamsSchema,
});
