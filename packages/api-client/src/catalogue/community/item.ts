import { z } from 'zod';
import { defineCall } from '../../define';
import { intParam, pageNoParams, positiveIdParam, textParam, timeText } from './fields';

/** A mall item in a list (our choice: the spec shows no reply). Prices in yuan. */
export const itemSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  price: z.number(),
  /** The crossed-out price, or 0. */
  originalPrice: z.number(),
  sales: z.number().int(),
});
export type ItemSummary = z.infer<typeof itemSummarySchema>;

/** A tenant's items, optionally of one category, paged by pageNo. Reply: one page, a list. */
export const itemList = defineCall({
  name: 'item.list',
  transport: 'gateway',
  method: 'GET',
  uri: '/v1/item/list',
  params: z.object({ iid: positiveIdParam, catId: intParam.optional(), type: intParam.optional(), ...pageNoParams }),
  result: z.array(itemSummarySchema),
  paging: { page: 'pageNo', defaultSize: 10 },
});

/** Items matching a keyword (the mall search page: iid, catId, catName). Reply: one page, a list. */
export const itemSearch = defineCall({
  name: 'item.search',
  transport: 'gateway',
  method: 'GET',
  uri: '/v1/item/search',
  params: z.object({
    iid: positiveIdParam,
    keyword: textParam(50).optional(),
    catId: intParam.optional(),
    ...pageNoParams,
  }),
  result: z.array(itemSummarySchema),
  paging: { page: 'pageNo', defaultSize: 10 },
});

/** An activity offered for distribution (our choice: the spec shows no reply). */
export const distributionActSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  province: z.string(),
  cost: z.number(),
  /** Trip length in days. */
  tripDur: z.number().int(),
  startTime: timeText,
  tag: z.string(),
});

/**
 * Activities a distributor can promote, with the filters of spec §7 (trip length, province, key
 * word, tag, cost range, sort, time span). Reply: one page, a list. pageSize is ours.
 */
export const distributionActList = defineCall({
  name: 'distribution.act.list',
  transport: 'gateway',
  method: 'GET',
  uri: '/v1/distribution/act/list',
  params: z.object({
    iid: positiveIdParam,
    tripDurStart: intParam.min(0).optional(),
    tripDurEnd: intParam.min(0).optional(),
    province: textParam(20).optional(),
    queryKey: textParam(50).optional(),
    tag: textParam(50).optional(),
    costStart: z.coerce.number<number | string>().min(0).optional(),
    costEnd: z.coerce.number<number | string>().min(0).optional(),
    /** Our values: 0 newest, 1 cost ascending, 2 cost descending. */
    sortBy: intParam.min(0).max(2).optional(),
    /** Our values: days from today the trip starts within. */
    timespan: intParam.min(0).optional(),
    ...pageNoParams,
  }),
  result: z.array(distributionActSchema),
  paging: { page: 'pageNo', defaultSize: 10 },
});

/** Provinces that have activities, for the filter (region name and 6-digit code; our choice). */
export const actProvinceList = defineCall({
  name: 'act.province.list',
  transport: 'gateway',
  method: 'GET',
  uri: '/v1/act/province/list',
  params: z.object({ iid: positiveIdParam }),
  result: z.array(z.object({ name: z.string(), value: z.string() })),
});
