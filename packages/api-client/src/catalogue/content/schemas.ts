import * as z from 'zod/mini';
import { callError } from '../../define';
import { fen, instant, pagedByPageNo, pagedByPageNumber, shape } from '../shapes';

/**
 * The kinds of content (`moduleType` of /v1/content/list): each is one route group of spec §2.
 * A news item, note, feed post, companion post (mate) or source article is read as rich text; a
 * video, pvideo album, audio album or book has parts (episodes, tracks, chapters).
 */
export const MODULE_TYPES = ['news', 'note', 'feed', 'video', 'pvideo', 'audio', 'book', 'mate'] as const;
export type ModuleType = (typeof MODULE_TYPES)[number];

/** What a part carries: a video (MP4, or HLS), an audio track, or a chapter of rich text. */
export const PART_KINDS = ['video', 'audio', 'text'] as const;
export type PartKind = (typeof PART_KINDS)[number];

/** The state of a live room, from its times and whether the host is on air. */
export const LIVE_STATUS = { upcoming: 'upcoming', live: 'live', ended: 'ended' } as const;
export type LiveStatus = (typeof LIVE_STATUS)[keyof typeof LIVE_STATUS];

/** Longest comment (feed, news, notes, live room), in characters. */
export const COMMENT_MAX = 300;

/** A row of a content list: what a card shows. */
export const contentCardSchema = shape(() =>
  z.object({
    id: z.number().check(z.int()),
    moduleType: z.enum(MODULE_TYPES),
    tag: z.string(),
    title: z.string(),
    summary: z.string(),
    /** Cover images: none, one or three (a list card shows one or three); a feed post up to nine. */
    images: z.array(z.string()),
    author: z.string(),
    authorAvatar: z.string(),
    source: z.string(),
    views: z.number().check(z.int()),
    likes: z.number().check(z.int()),
    comments: z.number().check(z.int()),
    /** Fen; 0 is free. */
    price: fen,
    /** Seconds of a video or audio item's first part (0 for text). */
    duration: z.number().check(z.int()),
    /** Number of parts (episodes, tracks, chapters); 0 for a single text. */
    parts: z.number().check(z.int()),
    publishedAt: instant,
    /** The in-app path of the item (a spec §2 link form). */
    link: z.string(),
    /** A companion post's people: how many its poster looks for and how many joined (mate posts only). */
    companions: z.optional(z.object({ wanted: z.number().check(z.int()), joined: z.number().check(z.int()) })),
  }),
);
export type ContentCard = z.infer<typeof contentCardSchema>;

/** A part as the detail lists it: never its text or media — those come from `content.part`, once allowed. */
export const partSummarySchema = shape(() =>
  z.object({
    id: z.number().check(z.int()),
    seq: z.number().check(z.int()),
    title: z.string(),
    kind: z.enum(PART_KINDS),
    duration: z.number().check(z.int()),
    /** A free (trial) part: anyone may open it. */
    free: z.boolean(),
    /** Free, or the item is bought (or costs nothing): `content.part` will answer it. */
    open: z.boolean(),
    /** Where the member left it, in seconds (0 when never played or not signed in). */
    position: z.number().check(z.int()),
  }),
);
export type PartSummary = z.infer<typeof partSummarySchema>;

/** An item's detail: the card's fields, its body (when open), its parts and the member's state. */
export const contentDetailSchema = shape(() =>
  z.extend(contentCardSchema, {
    /** Rich text (HTML, rendered only through RichText/sanitizeHtml); '' when the item is locked. */
    body: z.string(),
    intro: z.string(),
    /** A draft (only its author sees it, through the preview). */
    draft: z.boolean(),
    /** Bought (or free): every part is open. */
    bought: z.boolean(),
    liked: z.boolean(),
    collected: z.boolean(),
    partList: z.array(partSummarySchema),
    related: z.array(contentCardSchema),
  }),
);
export type ContentDetail = z.infer<typeof contentDetailSchema>;

/** An open part: its text or the URLs of its media (signed, short-lived for a paid item). */
export const partSchema = shape(() =>
  z.object({
    id: z.number().check(z.int()),
    itemId: z.number().check(z.int()),
    seq: z.number().check(z.int()),
    title: z.string(),
    kind: z.enum(PART_KINDS),
    duration: z.number().check(z.int()),
    /** Rich text of a chapter ('' for media). */
    body: z.string(),
    /** MP4 or M4A ('' for text). */
    mediaUrl: z.string(),
    /** HLS playlist of a video ('' when none). */
    hlsUrl: z.string(),
    position: z.number().check(z.int()),
    prevId: z.nullable(z.number().check(z.int())),
    nextId: z.nullable(z.number().check(z.int())),
  }),
);
export type ContentPart = z.infer<typeof partSchema>;

export const commentSchema = shape(() =>
  z.object({
    id: z.number().check(z.int()),
    author: z.string(),
    avatar: z.string(),
    /** Plain text: a page shows it as text, never as HTML. */
    content: z.string(),
    createdAt: instant,
    mine: z.boolean(),
  }),
);
export type ContentComment = z.infer<typeof commentSchema>;

/** A live room as its list and page show it. */
export const liveRoomSchema = shape(() =>
  z.object({
    id: z.number().check(z.int()),
    title: z.string(),
    host: z.string(),
    cover: z.string(),
    intro: z.string(),
    status: z.enum([LIVE_STATUS.upcoming, LIVE_STATUS.live, LIVE_STATUS.ended]),
    startAt: instant,
    endAt: instant,
    price: fen,
    online: z.number().check(z.int()),
    muted: z.boolean(),
    tipsFen: fen,
    bought: z.boolean(),
    /** HLS of the stream (live) or the replay (ended), only when the room is open to the caller; else ''. */
    streamUrl: z.string(),
    /**
     * The room's messages as server-sent events (signed for a paid room, for a while), only when
     * the room is open to the caller (free, or bought); else ''.
     */
    eventsUrl: z.string(),
    /** The caller asked to be reminded when it goes on air (false for a visitor). */
    reminded: z.boolean(),
    /** How many members asked to be reminded. */
    reminders: z.number().check(z.int()),
    /** The caller is the room's host (may mute it, and speaks while it is muted). */
    isHost: z.boolean(),
  }),
);
export type LiveRoom = z.infer<typeof liveRoomSchema>;

/** A room's message: a comment, or a tip announced in the room. */
export const liveMessageSchema = shape(() =>
  z.object({
    id: z.number().check(z.int()),
    kind: z.enum(['comment', 'tip', 'system']),
    author: z.string(),
    content: z.string(),
    amountFen: fen,
    createdAt: instant,
  }),
);
export type LiveMessage = z.infer<typeof liveMessageSchema>;

export const albumSchema = shape(() =>
  z.object({ id: z.number().check(z.int()), name: z.string(), cover: z.string(), photos: z.number().check(z.int()), contributors: z.number().check(z.int()), createdAt: instant }),
);
export type CloudAlbum = z.infer<typeof albumSchema>;

export const photoSchema = shape(() => z.object({ id: z.number().check(z.int()), url: z.string(), width: z.number().check(z.int()), height: z.number().check(z.int()), author: z.string(), createdAt: instant }));
export type CloudPhoto = z.infer<typeof photoSchema>;

/** What paying needs: the trade, its amount (server-priced), and the JSAPI parameters. */
export const paymentSchema = shape(() =>
  z.object({
    tradeNo: z.string(),
    amountFen: fen,
    pay: z.object({ appId: z.string(), timeStamp: z.string(), nonceStr: z.string(), package: z.string(), signType: z.string(), paySign: z.string() }),
  }),
);
export type ContentPayment = z.infer<typeof paymentSchema>;

export const pagedContent = pagedByPageNo(10, 50);
export const pagedMember = pagedByPageNumber(20, 50);

/** A tip to a room's host: 1 to 500 yuan, in fen. */
export const TIP_MIN_FEN = 100;
export const TIP_MAX_FEN = 50_000;

/** Refusals shared by the content calls. */
export const CONTENT_ERRORS = {
  badTip: callError(400, '打赏金额应在1元到500元之间'),
  notFound: callError(404, '内容不存在或已下架'),
  locked: callError(4031, '请先购买~'),
  commentEmpty: callError(400, '请输入评论内容'),
  commentTooLong: callError(400, `评论最多${COMMENT_MAX}个字`),
  muted: callError(4032, '您已被禁言！'),
  notHost: callError(403, '只有主播可以设置禁言'),
  tooFast: callError(429, '您发送消息过于频繁！', 429),
  alreadyBought: callError(409, '已购买，无需重复购买'),
  free: callError(409, '免费内容，无需购买'),
} as const;
