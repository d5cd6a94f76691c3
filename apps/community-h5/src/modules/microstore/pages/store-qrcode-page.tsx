import { QrCode, toast } from '@tongxin/ui';
import { Button } from 'react-vant';
import { MemberPage } from '../../../components/member-kit';
import { storeLink, WithStore } from '../store-parts';
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
  return (
    <MemberPage title="小店二维码">
      <WithStore>
        {(store) => (
          <section className="ms-qr" aria-label={store.name}>
            <h2>{store.name}</h2>
            <QrCode value={storeLink(store)} label="店铺二维码" size="60vw" />
            <p className="tx-muted">好友扫码即可进店，长按图片可以保存到手机</p>
            <p className="ms-link" data-testid="store-link">
              {storeLink(store)}
            </p>
            <Button round type="primary" onClick={() => void copy(storeLink(store))}>
              复制链接
            </Button>
          </section>
        )}
      </WithStore>
    </MemberPage>
  );
}
