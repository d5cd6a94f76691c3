import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { idParam, iidParam, memberScope, optionalToken } from '../shapes';
import { CONTENT_ERRORS } from './schemas';

/*
 * A companion post (找搭子, /app/mate/:iid/detail/:id) is an item of moduleType 'mate' with what a
 * companion needs: how many people its poster looks for, who joined (我想同行), the poster's
 * contact — shown to those who joined only — and the activity it is about, if any (the member
 * enrols in that trip on its own page). Replies are the item's comments.
 */

/** Why joining or leaving is refused. */
export const MATE_ERRORS = {
  notMate: callError(404, '搭子帖不存在或已下架'),
  full: callError(409, '人数已满，下次早点来哦'),
  already: callError(4091, '你已报名同行'),
  notJoined: callError(4092, '你还没有报名同行'),
} as const;

/** A companion post as its page shows it to this visitor. */
export const mateSchema = z.object({
  id: z.number().check(z.int()),
  /** How many companions the poster looks for, and how many joined. */
  wanted: z.number().check(z.int(), z.gte(0)),
  joined: z.number().check(z.int(), z.gte(0)),
  /** Whether the signed-in member joined. */
  mine: z.boolean(),
  /** The poster's contact ('' unless the member joined). */
  contact: z.string(),
  /** The activity the post is about, and its title; null when none. */
  actId: z.nullable(z.number().check(z.int())),
  actTitle: z.string(),
  /** The latest companions who joined: their nickname with all but the first character hidden, and avatar. */
  companions: z.array(z.object({ name: z.string(), avatar: z.string() })),
});
export type Mate = z.infer<typeof mateSchema>;

/** A companion post's people, contact and activity (the token makes `mine` and `contact` the member's). */
export const mate = defineCall({
  name: 'content.mate',
  transport: 'api',
  method: 'GET',
  uri: '/content/mate',
  params: z.object({ iid: iidParam, id: idParam, ...optionalToken }),
  result: mateSchema,
  errors: { notFound: CONTENT_ERRORS.notFound, notMate: MATE_ERRORS.notMate },
});

/** Joins a companion post (我想同行): one place of those wanted, taken once; the reply shows the contact. */
export const mateJoin = defineCall({
  name: 'content.mateJoin',
  transport: 'api',
  method: 'POST',
  uri: '/content/mate/join',
  params: z.object({ ...memberScope, id: idParam }),
  result: mateSchema,
  errors: {
    notFound: CONTENT_ERRORS.notFound,
    notMate: MATE_ERRORS.notMate,
    full: MATE_ERRORS.full,
    already: MATE_ERRORS.already,
  },
});

/** Leaves a companion post the member joined: the place is free again. */
export const mateLeave = defineCall({
  name: 'content.mateLeave',
  transport: 'api',
  method: 'POST',
  uri: '/content/mate/leave',
  params: z.object({ ...memberScope, id: idParam }),
  result: mateSchema,
  errors: {
    notFound: CONTENT_ERRORS.notFound,
    notMate: MATE_ERRORS.notMate,
    notJoined: MATE_ERRORS.notJoined,
  },
});
