import { errorMessage, sign } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { toast } from '@tongxin/ui';
import { useState } from 'react';
import { ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { memberScope, tenantScope } from '../../../components/scopes';
import { currentPosition, type Position } from '../geo';
import '../sign.css';

/** /app/sign/sos: call the organisation or 110/120, and send the member's location to the organisation. */
export function Component() {
  const contacts = useRead(tenantScope, sign.emergencyContacts, {});
  const send = useWrite(memberScope, sign.sos);
  const [sent, setSent] = useState<Position | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  async function share() {
    setFailure(null);
    try {
      const here = await currentPosition();
      await send.mutateAsync({ lat: here.lat, lng: here.lng, accuracy: here.accuracy, message: '' });
      setSent(here);
      toast.success('位置已发送给组织者');
    } catch (error) {
      const message = errorMessage(error) || (error instanceof Error ? error.message : '发送失败，请直接拨打电话');
      setFailure(message);
    }
  }
  return (
    <MemberPage title="紧急求助">
      <button type="button" className="sign-sos" onClick={() => void share()} disabled={send.isPending} aria-label="发送我的位置给组织者">
        SOS
      </button>
      <p className="sign-meta" style={{ textAlign: 'center' }}>
        点击 SOS 把你的位置发送给组织者
      </p>
      {sent ? (
        <p role="status" className="sign-result">
          已发送：纬度 {sent.lat.toFixed(5)}，经度 {sent.lng.toFixed(5)}（精度约{Math.round(sent.accuracy)}米）
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="sign-meta" style={{ textAlign: 'center' }}>
          {failure}
        </p>
      ) : null}
      <section className="sign-section" aria-label="紧急电话">
        <h2>紧急电话</h2>
        {contacts.isPending ? (
          <LoadingSkeleton rows={3} />
        ) : contacts.isError ? (
          <ErrorState error={contacts.error} onRetry={contacts.refetch} />
        ) : (
          contacts.data.map((c) => (
            <a key={c.phone} className="sign-site" href={`tel:${c.phone}`}>
              <span>{c.name}</span>
              <span>{c.phone}</span>
            </a>
          ))
        )}
      </section>
    </MemberPage>
  );
}
