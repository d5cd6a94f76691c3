import * as z from 'zod/mini';
import { fen } from '../shapes';

/** A vip card as the member holds it (spec §3: cardTitle, cardDesc, cardNo, cardDate, cardImg). */
export const cardSchema = z.object({
  cardTitle: z.string(),
  cardDesc: z.string(),
  /** The card's number. */
  cardNo: z.string(),
  /** Valid until, YYYY-MM-DD. */
  cardDate: z.string(),
  cardImg: z.string(),
});
export type Card = z.infer<typeof cardSchema>;

/** A card the tenant sells (what vipBuy shows): its id, the card face fields, its price and its days. */
export const planSchema = z.object({
  id: z.number().check(z.int()),
  cardTitle: z.string(),
  cardDesc: z.string(),
  cardImg: z.string(),
  price: fen,
  days: z.number().check(z.int()),
});
export type Plan = z.infer<typeof planSchema>;
