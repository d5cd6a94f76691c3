import { errorMessage, writeoff } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { QueryView, toast } from '@tongxin/ui';
import { Button, Dialog } from 'react-vant';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { EmptyState, MemberPage } from '../../../components/member-kit';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { BenefitRow } from '../parts';
import { writeoffLinks } from '../../../lib/links/writeoff-links';
import '../writeoff.css';

/**
 * /app/pay/vipWriteOff?iid&code: the card behind the member's code and the merchant's benefits on
 * it; 核销 (confirmed) takes one use — once, however often it is tapped.
 */
export function Component() {
  const [search] = useSearchParams();
  const { iid } = useMemberSession();
  const code = (search.get('code') ?? '').trim();
  const card = useRead(memberScope, writeoff.lookup, { code }, { enabled: code !== '' });
  const use = useWrite(memberScope, writeoff.use, { invalidates: [writeoff.lookup, writeoff.records, writeoff.merchant] });
  if (code === '')
    return (
      <MemberPage title="核销">
        <EmptyState description="缺少参数无法查看" />
      </MemberPage>
    );
  const writeOff = (benefit: writeoff.Benefit) => {
    if (use.isPending) return;
    void Dialog.confirm({ title: '确认核销', message: `核销「${benefit.title}」1次？` })
      .then(() => use.mutate({ code, benefitId: benefit.id }, { onSuccess: (r) => toast.success(`核销成功：${r.benefit}`), onError: (e) => toast.fail(errorMessage(e)) }))
      .catch(() => undefined);
  };
  return (
    <MemberPage title="核销">
      <QueryView query={card} isEmpty={() => false}>
        {(c) => (
          <>
            <section className="wo-card" aria-label="会员卡">
              <h2>{c.cardTitle}</h2>
              <p className="tx-muted">
                会员 {c.member} · 卡号 {c.cardNo}
              </p>
            </section>
            {use.data ? (
              <p className="wo-card" role="status">
                已核销「{use.data.benefit}」
              </p>
            ) : null}
            {c.benefits.length === 0 ? (
              <EmptyState description={`${c.merchant}暂无可核销的权益`} />
            ) : (
              <ul aria-label="可核销权益">
                {c.benefits.map((b) => (
                  <BenefitRow
                    key={b.id}
                    benefit={b}
                    action={
                      <Button size="small" type="primary" disabled={b.used >= b.uses} loading={use.isPending && use.variables?.benefitId === b.id} onClick={() => writeOff(b)} aria-label={`核销${b.title}`}>
                        核销
                      </Button>
                    }
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </QueryView>
      <AppLink to={writeoffLinks.index({ iid })} className="tx-link-button">
        核销下一位
      </AppLink>
    </MemberPage>
  );
}
