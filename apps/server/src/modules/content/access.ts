import { content } from '@tongxin/api-client/catalogue';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import type { Services } from '../../services';
import { requireMember, type Member } from '../member/api';
import { contentItems, contentPurchases } from './schema';

/** A purchase's statuses (the order statuses: 1 waiting, 11 paid). */
export const PURCHASE = { waiting: 1, paid: 11 } as const;

export type PurchaseKind = 'item' | 'live' | 'tip';
export type ItemRow = typeof contentItems.$inferSelect;

/** The caller when a token is given (an invalid one is the session error), else undefined (a visitor). */
export async function optionalMember(s: Services, iid: number, token: string | undefined): Promise<Member | undefined> {
  return token ? requireMember(s.db, iid, token, new Date(s.now())) : undefined;
}

/** Whether the member has paid for that item or room. */
export async function hasBought(db: Db, memberId: number | undefined, kind: PurchaseKind, targetId: number): Promise<boolean> {
  if (memberId === undefined) return false;
  const [row] = await db
    .select({ id: contentPurchases.id })
    .from(contentPurchases)
    .where(and(eq(contentPurchases.memberId, memberId), eq(contentPurchases.kind, kind), eq(contentPurchases.targetId, targetId), eq(contentPurchases.status, PURCHASE.paid)))
    .limit(1);
  return row !== undefined;
}

/**
 * A published item of the tenant; a draft only for its author. Anything else is `notFound`
 * (a draft is not revealed to others).
 */
export async function findItem(db: Db, iid: number, id: number, me: Member | undefined): Promise<ItemRow> {
  const [row] = await db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.id, id), eq(contentItems.iid, iid)))
    .limit(1);
  if (!row || (row.draft && (me === undefined || row.authorMemberId !== me.id))) throw refuse(content.detail.errors.notFound);
  return row;
}

/** The in-app path of an item (spec §2's link forms; paid series open their pay pages). */
export function itemLink(row: Pick<ItemRow, 'id' | 'iid' | 'moduleType' | 'price'>): string {
  const { id, iid } = row;
  switch (row.moduleType) {
    case 'news':
      return `/app/news/${iid}/detail/${id}`;
    case 'note':
      return `/app/note/${iid}/detail/${id}`;
    case 'feed':
      return `/app/feed/${iid}/${id}`;
    case 'mate':
      return `/app/mate/${iid}/detail/${id}`;
    case 'video':
      return row.price > 0 ? `/app/pay/videoContent?roomNo=${id}&iid=${iid}` : `/app/video/${iid}/detail?id=${id}`;
    case 'pvideo':
      return `/app/pay/pvideoAlbumDetail?id=${id}&iid=${iid}`;
    case 'audio':
      return `/app/pay/albumDetail?id=${id}&iid=${iid}`;
    case 'book':
      return `/app/pay/bookDetailList?id=${id}&iid=${iid}`;
    default:
      return `/app/find`;
  }
}

/**
 * Text length as spec §5 counts it for a text area: a line break counts two characters.
 */
export function textLength(text: string): number {
  return [...text].length + (text.match(/\n/g)?.length ?? 0);
}

/** A comment's text, checked: not empty, at most COMMENT_MAX (line breaks count two). */
export function checkedComment(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) throw refuse(content.CONTENT_ERRORS.commentEmpty);
  if (textLength(trimmed) > content.COMMENT_MAX) throw refuse(content.CONTENT_ERRORS.commentTooLong);
  return trimmed;
}
