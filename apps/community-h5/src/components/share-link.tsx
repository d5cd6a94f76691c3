import { member, point } from '@tongxin/api-client';
import { useWrite } from '@tongxin/api-client/react';
import { toast } from '@tongxin/ui';
import { useState, type ReactNode } from 'react';
import { memberScope, useMemberSession } from './scopes';

export interface ShareLinkProps {
  /** The address to share. */
  link: string;
  /** The button's class (each page's own look). */
  className?: string;
  children?: ReactNode;
}

/**
 * 复制链接 for a share page. A copied link is a share: a signed-in member earns the tenant's share
 * rule (the server counts its daily limit) and is told. Where the clipboard is refused (WeChat
 * often refuses it) the link is shown, selectable, to copy by a long press.
 */
export function ShareLink({ link, className, children = '复制链接' }: ShareLinkProps) {
  const [refused, setRefused] = useState(false);
  const { token } = useMemberSession();
  const share = useWrite(memberScope, point.share, { invalidates: [point.account, point.transactions, member.profile] });
  const earn = () => {
    if (!token) return;
    share.mutate(
      {},
      // Sharing never fails on points: an error here only means none were earned.
      { onSuccess: (r) => r.coin > 0 && toast.success(`分享成功，积分+${r.coin}`), onError: () => undefined },
    );
  };
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(link);
      toast.success('链接已复制');
      earn();
    } catch {
      setRefused(true);
      toast.warn('请长按链接手动复制');
    }
  };
  return (
    <>
      <button type="button" className={className} onClick={() => void copy()}>
        {children}
      </button>
      {refused && (
        <p className="tx-share-link" role="note" aria-label="分享链接" style={{ wordBreak: 'break-all', userSelect: 'all', WebkitUserSelect: 'all' }}>
          {link}
        </p>
      )}
    </>
  );
}
