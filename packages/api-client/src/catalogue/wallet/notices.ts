import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { fen, instant, memberScope, pageOf } from '../shapes';
import { paged } from './schemas';

/** What a notice tells of a commission: credited pending, settled (available), or reversed by a refund. */
export const NOTICE_KIND_TEXT = { pending: '新的推广佣金（待结算）', settled: '佣金已结算，可提现', reversed: '订单退款，佣金已扣回' } as const;
export type NoticeKind = keyof typeof NOTICE_KIND_TEXT;

export const noticeSchema = z.object({
  id: z.number().check(z.int()),
  kind: z.enum(['pending', 'settled', 'reversed']),
  /** The fen this notice moved (credited, settled or taken back). */
  amountFen: fen,
  /** The commission it is about (wallet.incomeDetail). */
  creditId: z.number().check(z.int()),
  title: z.string(),
  orderId: z.string(),
  /** 1 the member shared the order, 2 a member of their team did. */
  level: z.number().check(z.int()),
  createdAt: instant,
  read: z.boolean(),
});
export type Notice = z.infer<typeof noticeSchema>;

/** The distributor's order notices about their commission, newest first, with how many are unread. */
export const notices = defineCall({
  name: 'wallet.notices',
  transport: 'api',
  method: 'GET',
  uri: '/wallet/notice/list',
  params: z.object({ ...memberScope, ...paged.params }),
  result: z.extend(pageOf(noticeSchema), { unread: z.number().check(z.int(), z.gte(0)) }),
  paging: paged.paging,
});

/** Marks every notice the member has read; answers how many are left unread (0). */
export const noticesRead = defineCall({
  name: 'wallet.noticesRead',
  transport: 'api',
  method: 'POST',
  uri: '/wallet/notice/read',
  params: z.object({ ...memberScope }),
  result: z.object({ unread: z.number().check(z.int(), z.gte(0)) }),
});
