import { errorMessage, writeoff } from '@tongxin/api-client';
import { useList, useWrite } from '@tongxin/api-client/react';
import { QrCode } from '@tongxin/ui';
import { Button } from 'react-vant';
import { MemberPage, PagedList } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import { BenefitRow, RecordRow } from '../parts';
import '../writeoff.css';

/**
 * /app/vipWriteOff/:iid/record/recv: the member's side — 出示核销码 (a new 8-digit code, valid
 * CODE_TTL_MINUTES, with its QR code and what is left of each benefit) and the benefits received.
 */
export function Component() {
  const show = useWrite(memberScope, writeoff.myCode, {});
  const list = useList(memberScope, writeoff.received, {});
  const card = show.data;
  return (
    <MemberPage title="我的会员权益">
      <section className="wo-card wo-center" aria-label="核销码">
        {card ? (
          <>
            <p className="tx-muted">
              {card.cardTitle} · {card.cardNo}
            </p>
            <p className="wo-code" data-testid="write-off-code">
              {card.writeOffCode}
            </p>
            <QrCode value={card.writeOffCode} label="核销二维码" size="40vw" />
            <p className="tx-muted">请向商户出示，{writeoff.CODE_TTL_MINUTES}分钟内有效，刷新后旧码失效</p>
          </>
        ) : (
          <p>到合作商户消费时出示核销码，即可享受会员权益</p>
        )}
        {show.isError ? (
          <p className="tx-field-error" role="alert">
            {errorMessage(show.error)}
          </p>
        ) : null}
        <Button round type="primary" loading={show.isPending} onClick={() => show.mutate({})}>
          {card ? '刷新核销码' : '出示核销码'}
        </Button>
      </section>
      {card ? (
        <ul aria-label="会员权益">
          {card.benefits.map((b) => (
            <BenefitRow key={b.id} benefit={b} />
          ))}
        </ul>
      ) : null}
      <h2 className="wo-card">已使用的权益</h2>
      <PagedList label="已使用的权益" list={list} empty="还没有使用过会员权益" rowKey={(r) => r.id} renderRow={(r) => <RecordRow record={r} side="member" />} />
    </MemberPage>
  );
}
