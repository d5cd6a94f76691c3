import { z } from 'zod';
import { defineCall } from '../../define';
import { idParam } from './shapes';

/** The info pages (spec §2 info group) whose text the tenant keeps on the server. */
export const INFO_PAGES = ['protocol', 'forbid', 'insurance', 'helper', 'privacy', 'community', 'glucoseMonitor', 'down', 'contact'] as const;
export type InfoPageName = (typeof INFO_PAGES)[number];

/** An info page: a title and sections of plain-text paragraphs. Unknown page: `{ code: 404, msg }`. */
export const infoPage = defineCall({
  name: 'community.infoPage',
  transport: 'api',
  method: 'GET',
  uri: '/info/page',
  params: z.object({ iid: idParam, name: z.enum(INFO_PAGES) }),
  result: z.object({
    title: z.string(),
    updatedAt: z.string(),
    sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
  }),
});

/** One partner offer of the volunteer privilege card (spec §1: about 46, title, description, image). */
export const welfareOfferSchema = z.object({ id: z.number().int(), title: z.string(), description: z.string(), image: z.string() });
export type WelfareOffer = z.infer<typeof welfareOfferSchema>;

/** The volunteer privilege card and its partner offers. */
export const vipWelfare = defineCall({
  name: 'community.vipWelfare',
  transport: 'api',
  method: 'GET',
  uri: '/info/vipWelfare',
  params: z.object({ iid: idParam }),
  result: z.object({ cardTitle: z.string(), intro: z.string(), offers: z.array(welfareOfferSchema) }),
});
