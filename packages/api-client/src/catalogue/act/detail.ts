import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { fen, idParam, iidParam, instant, optionalToken } from '../shapes';
import { actCardSchema, formComponentSchema, notFound, reviewSchema, signPlaceSchema } from './schemas';

/**
 * One activity with everything its detail page shows. With the member's token, `state` is
 * ACT_STATE.enrolled when they hold a paid or waiting enrolment (its order in `myOrderId`), and
 * `isLeader` says whether they lead it. Our own call (the spec names none).
 */
export const detail = defineCall({
  name: 'act.detail',
  transport: 'gateway',
  method: 'GET',
  uri: '/v1/act/detail',
  params: z.object({ iid: iidParam, id: idParam, ...optionalToken }),
  result: z.extend(actCardSchema, {
    images: z.array(z.string()),
    gatherAt: instant,
    gatherPlace: z.string(),
    enrollStart: instant,
    enrollEnd: instant,
    minimum: z.number().check(z.int()),
    /** INSURANCE_MODE and the insurance price per person in fen. */
    insuranceMode: z.number().check(z.int()),
    insurancePrice: fen,
    leader: z.object({ name: z.string(), avatar: z.string(), bio: z.string(), actCount: z.number().check(z.int()) }),
    organiser: z.string(),
    schedule: z.array(z.object({ title: z.string(), text: z.string() })),
    feeIncluded: z.string(),
    feeExcluded: z.string(),
    equipment: z.string(),
    notes: z.string(),
    refundRules: z.string(),
    route: z.object({ distanceKm: z.number(), climbM: z.number().check(z.int()), track: z.array(z.tuple([z.number(), z.number()])) }),
    signPlaces: z.array(signPlaceSchema),
    /** The first enrolled members' nick names. */
    members: z.array(z.string()),
    reviews: z.array(reviewSchema),
    reviewCount: z.number().check(z.int()),
    /** The activity's own registration form ([] when it has none). */
    form: z.array(formComponentSchema),
    /** Places left (quota − taken). */
    left: z.number().check(z.int()),
    myOrderId: z.nullable(z.string()),
    isLeader: z.boolean(),
    /** Departure dates of the same trip (origin/detail): other activities of its series. */
    series: z.string(),
  }),
  errors: { notFound },
});
