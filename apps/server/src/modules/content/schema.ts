import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { memberIdColumn } from '../member/api';

/*
 * Content and media. Every row carries its tenant (iid) directly or through its item, room or
 * album; a member's rows carry the member. Money is integer fen.
 */

/** An item of one kind (moduleType): a text (news, note, feed post, mate post) or a series with parts. */
export const contentItems = pgTable(
  'content_items',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    moduleType: text('module_type').notNull(),
    tag: text('tag').notNull().default(''),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    author: text('author').notNull().default(''),
    authorAvatar: text('author_avatar').notNull().default(''),
    /** The member who wrote it (notes, feed posts), when one did: a draft shows only to them. */
    authorMemberId: integer('author_member_id'),
    source: text('source').notNull().default(''),
    /** Rich text (HTML as the organisation wrote it; pages render it through sanitizeHtml). */
    body: text('body').notNull().default(''),
    intro: text('intro').notNull().default(''),
    price: integer('price').notNull().default(0),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    comments: integer('comments').notNull().default(0),
    draft: boolean('draft').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_items_list').on(t.iid, t.moduleType, t.publishedAt)],
);

/** A part of an item: an episode, a track or a chapter; `media` names a file of the server's media folder. */
export const contentParts = pgTable(
  'content_parts',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    title: text('title').notNull(),
    kind: text('kind').notNull(),
    duration: integer('duration').notNull().default(0),
    free: boolean('free').notNull().default(false),
    body: text('body').notNull().default(''),
    media: text('media').notNull().default(''),
    hls: text('hls').notNull().default(''),
  },
  (t) => [uniqueIndex('content_parts_seq').on(t.itemId, t.seq)],
);

export const contentLikes = pgTable(
  'content_likes',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    memberId: memberIdColumn(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_likes_once').on(t.itemId, t.memberId)],
);

export const contentComments = pgTable(
  'content_comments',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    memberId: integer('member_id'),
    author: text('author').notNull(),
    avatar: text('avatar').notNull().default(''),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_comments_item').on(t.itemId, t.createdAt)],
);

/** Where a member is in a part (seconds), to resume there. */
export const contentProgress = pgTable(
  'content_progress',
  {
    partId: integer('part_id')
      .notNull()
      .references(() => contentParts.id, { onDelete: 'cascade' }),
    memberId: memberIdColumn(),
    position: integer('position').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_progress_once').on(t.partId, t.memberId)],
);

/**
 * A member's purchase: an item, a paid live room, or a tip to a room's host. `status` 1 waiting
 * for payment, 11 paid (the order statuses); paid only by the provider's verified notify.
 */
export const contentPurchases = pgTable(
  'content_purchases',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    memberId: memberIdColumn(),
    kind: text('kind').notNull(),
    targetId: integer('target_id').notNull(),
    title: text('title').notNull(),
    amountFen: integer('amount_fen').notNull(),
    status: integer('status').notNull(),
    tradeNo: text('trade_no').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The provider's transaction that paid it: another transaction for it is a double payment, refunded. */
    transactionId: text('transaction_id'),
  },
  (t) => [uniqueIndex('content_purchases_trade').on(t.tradeNo), index('content_purchases_member').on(t.memberId, t.kind, t.targetId)],
);

/** A live room: upcoming before `startAt`, live until `endAt`, then ended with its replay. */
export const liveRooms = pgTable('live_rooms', {
  id: serial('id').primaryKey(),
  iid: integer('iid').notNull(),
  title: text('title').notNull(),
  host: text('host').notNull(),
  cover: text('cover').notNull().default(''),
  intro: text('intro').notNull().default(''),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  endAt: timestamp('end_at', { withTimezone: true }).notNull(),
  price: integer('price').notNull().default(0),
  muted: boolean('muted').notNull().default(false),
  /** A looping stream: its playlist slides over the sample segments as time passes. */
  looping: boolean('looping').notNull().default(false),
  tipsFen: integer('tips_fen').notNull().default(0),
  /** The host: the tenant's member with this mobile number ('' none: only the admin API mutes). */
  hostMobile: text('host_mobile').notNull().default(''),
});

export const liveMessages = pgTable(
  'live_messages',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => liveRooms.id, { onDelete: 'cascade' }),
    memberId: integer('member_id'),
    kind: text('kind').notNull(),
    author: text('author').notNull(),
    content: text('content').notNull(),
    amountFen: integer('amount_fen').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_messages_room').on(t.roomId, t.id)],
);

/**
 * A member's wish to be reminded when a room goes on air; `seenAt` once the member saw the
 * reminder (opened the room or closed the notice).
 */
export const liveReminders = pgTable(
  'live_reminders',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => liveRooms.id, { onDelete: 'cascade' }),
    memberId: memberIdColumn(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('live_reminders_once').on(t.roomId, t.memberId), index('live_reminders_member').on(t.memberId)],
);

export const cloudAlbums = pgTable('cloud_albums', {
  id: serial('id').primaryKey(),
  iid: integer('iid').notNull(),
  name: text('name').notNull(),
  cover: text('cover').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const cloudPhotos = pgTable(
  'cloud_photos',
  {
    id: serial('id').primaryKey(),
    albumId: integer('album_id')
      .notNull()
      .references(() => cloudAlbums.id, { onDelete: 'cascade' }),
    memberId: integer('member_id'),
    url: text('url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    author: text('author').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cloud_photos_album').on(t.albumId, t.createdAt)],
);

/** Images members uploaded through /api/oss/token's policy (the key is an unguessable capability). */
export const memberUploads = pgTable(
  'member_uploads',
  {
    key: text('key').primaryKey(),
    iid: integer('iid').notNull(),
    memberId: memberIdColumn(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The upload policy it came with (a digest of the signed policy): the per-policy file quota counts by it. */
    policy: text('policy'),
  },
  (t) => [index('member_uploads_member_created').on(t.memberId, t.createdAt), index('member_uploads_policy').on(t.policy)],
);

export const contentPosters = pgTable('content_posters', {
  id: serial('id').primaryKey(),
  iid: integer('iid').notNull(),
  memberId: memberIdColumn(),
  title: text('title').notNull(),
  dstUrl: text('dst_url').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An organisation's expert who answers paid questions (付费问答) at the price the expert set (fen). */
export const contentExperts = pgTable('content_experts', {
  id: serial('id').primaryKey(),
  iid: integer('iid').notNull(),
  name: text('name').notNull(),
  avatar: text('avatar').notNull().default(''),
  title: text('title').notNull().default(''),
  intro: text('intro').notNull().default(''),
  priceFen: integer('price_fen').notNull(),
  active: boolean('active').notNull().default(true),
});

/**
 * A paid question, stored by the ask seller once the order's verified notify arrived (one per
 * order); the expert's answer comes through the admin API.
 */
export const contentQuestions = pgTable(
  'content_questions',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    memberId: memberIdColumn(),
    expertId: integer('expert_id')
      .notNull()
      .references(() => contentExperts.id, { onDelete: 'cascade' }),
    orderId: text('order_id').notNull(),
    question: text('question').notNull(),
    amountFen: integer('amount_fen').notNull(),
    answer: text('answer').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** When the question was refunded for want of an answer (ASK_ANSWER_HOURS after it was asked); it can no longer be answered. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('content_questions_order').on(t.orderId),
    index('content_questions_member').on(t.memberId, t.createdAt),
    index('content_questions_open').on(t.createdAt).where(sql`${t.answeredAt} IS NULL AND ${t.refundedAt} IS NULL`),
  ],
);

/**
 * Questions to the assistant a member bought: one row per paid pack order (`questions` bought,
 * `used` taken so far, never above `questions`).
 */
export const contentAiCredits = pgTable(
  'content_ai_credits',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    memberId: memberIdColumn(),
    orderId: text('order_id').notNull(),
    questions: integer('questions').notNull(),
    used: integer('used').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_ai_credits_order').on(t.orderId), index('content_ai_credits_member').on(t.memberId)],
);

/** A question to the assistant and its answer (`sources`: the organisation's articles it came from). */
export const contentAiQuestions = pgTable(
  'content_ai_questions',
  {
    id: serial('id').primaryKey(),
    iid: integer('iid').notNull(),
    memberId: memberIdColumn(),
    /** The pack the credit was taken from. */
    creditId: integer('credit_id').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull().default(''),
    sources: jsonb('sources').$type<{ title: string; link: string }[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_ai_questions_member').on(t.memberId, t.createdAt)],
);

/**
 * A companion post's (moduleType 'mate') own facts: how many companions it looks for and how many
 * joined (taken and given back by conditional updates, never past `wanted`), the poster's contact
 * (shown to those who joined), and the activity it is about (the act module's id), if any.
 */
export const contentMates = pgTable('content_mates', {
  itemId: integer('item_id')
    .primaryKey()
    .references(() => contentItems.id, { onDelete: 'cascade' }),
  wanted: integer('wanted').notNull(),
  joined: integer('joined').notNull().default(0),
  contact: text('contact').notNull().default(''),
  actId: integer('act_id'),
});

/** A member who joined a companion post (我想同行): once per post. */
export const contentMateJoins = pgTable(
  'content_mate_joins',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    memberId: memberIdColumn(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('content_mate_joins_member').on(t.itemId, t.memberId)],
);
