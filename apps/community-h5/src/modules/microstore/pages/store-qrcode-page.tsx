import { microstore } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { QrCode, toast } from '@tongxin/ui';
import { Button } from 'react-vant';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import { storeLink } from '../store-parts';
import '../microstore.css';

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('链接已复制');
  } catch {
    toast.warn('无法自动复制，请长按链接复制');
  }
}

/** /app/account/storeQrcode: a QR code of the store's public link (with its key), and the link to copy. */
export function Component() {
  const mine = useRead(memberScope, microstore.mine, {});
  return (
    <MemberPage title="小店二维码">
      {mine.isPending ? (
        <LoadingSkeleton rows={3} />
      ) : mine.isError ? (
        <ErrorState error={mine.error} onRetry={mine.refetch} />
      ) : !mine.data ? (
        <EmptyState description="您还没有开通小店" />
      ) : (
        <section className="ms-qr" aria-label={mine.data.name}>
          <h2>{mine.data.name}</h2>
          <QrCode value={storeLink(mine.data)} label="店铺二维码" size="60vw" />
          <p className="member-muted">好友扫码即可进店，长按图片可以保存到手机</p>
          <p className="ms-link" data-testid="store-link">
            {storeLink(mine.data)}
          </p>
          <Button round type="primary" onClick={() => void copy(storeLink(mine.data ?? { id: 0, iid: 0, key: '' }))}>
            复制链接
          </Button>
        </section>
      )}
    </MemberPage>
  );
}
