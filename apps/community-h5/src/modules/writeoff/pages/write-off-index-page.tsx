import { writeoff } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { useState, type FormEvent } from 'react';
import { Button } from 'react-vant';
import { AppLink, useAppNavigate } from '../../../components/app-link';
import { EmptyState, ErrorState, Field, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { writeoffLinks } from '../../../lib/links/writeoff-links';
import '../writeoff.css';

/** /app/pay/vipWriteOff_index?iid: the merchant's entrance — today's count and the member's code to enter. */
export function Component() {
  const { iid } = useMemberSession();
  const merchant = useRead(memberScope, writeoff.merchant, {});
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const navigate = useAppNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\s+/g, '');
    if (digits === '') return setProblem('请输入会员出示的核销码');
    if (!/^\d{8}$/.test(digits)) return setProblem('核销码为8位数字');
    setProblem(null);
    navigate(writeoffLinks.writeOff({ iid, code: digits }));
  };
  return (
    <MemberPage title="会员核销">
      {merchant.isPending ? (
        <LoadingSkeleton rows={2} />
      ) : merchant.isError ? (
        <ErrorState error={merchant.error} onRetry={merchant.refetch} />
      ) : !merchant.data ? (
        <>
          <EmptyState description="您不是本组织的核销商户，无法核销" />
          <AppLink to={writeoffLinks.received({ iid })} className="tx-link-button">
            出示我的会员核销码
          </AppLink>
        </>
      ) : (
        <>
          <section className="wo-card" aria-label="商户">
            <h2>{merchant.data.name}</h2>
            <p className="tx-muted">
              可核销权益 {merchant.data.benefits} 项 · 今日已核销 <strong data-testid="today-count">{merchant.data.today}</strong> 次
            </p>
          </section>
          <form className="wo-card" onSubmit={submit} noValidate>
            <Field label="核销码" value={code} onChange={(v) => setCode(v.replace(/[^\d\s]/g, ''))} inputMode="numeric" maxLength={10} placeholder="请输入会员出示的8位核销码" error={problem} />
            <Button block round type="primary" nativeType="submit">
              查询
            </Button>
          </form>
          <nav className="wo-links" aria-label="核销">
            <AppLink to={writeoffLinks.records({ iid })}>核销记录</AppLink>
            <AppLink to={writeoffLinks.received({ iid })}>我的会员权益</AppLink>
          </nav>
        </>
      )}
    </MemberPage>
  );
}
