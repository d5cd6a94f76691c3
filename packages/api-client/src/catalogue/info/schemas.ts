import * as z from 'zod/mini';

/** The info pages (spec §2 info group) whose text the tenant keeps on the server. */
export const INFO_PAGES = ['protocol', 'forbid', 'insurance', 'helper', 'privacy', 'community', 'glucoseMonitor', 'down', 'contact'] as const;
export type InfoPageName = (typeof INFO_PAGES)[number];

/** One partner offer of the volunteer privilege card (spec §1: about 46, title, description, image). */
export const welfareOfferSchema = z.object({ id: z.number().check(z.int()), title: z.string(), description: z.string(), image: z.string() });
export type WelfareOffer = z.infer<typeof welfareOfferSchema>;
