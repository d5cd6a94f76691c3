import { errorMessage, order } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { formatDate, formatFen, toast } from '@tongxin/ui';
import { useState, type FormEvent } from 'react';
import { Button } from 'react-vant';
import { Field, MemberPage, useDraft } from '../../../components/member-kit';
import { tenantScope, useMemberSession } from '../../../components/scopes';
import '../wallet.css';

/** /app/wallet/discountCode — looks a discount code up (spec §7 /v1/promo/get): what it takes off, above which amount, until when. */
export function Component() {
  const { userId } = useMemberSession();
  const { values, setField } = useDraft(`promo:${userId ?? 'guest'}`, { code: '' });
  const [asked, setAsked] = useState('');
  const promo = useRead(tenantScope, order.promo, { code: asked }, { enabled: asked !== '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = values.code.trim();
    if (!code) return void toast.warn('请输入优惠码');
    setAsked(code);
  };
  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      toast.success('优惠码已复制，下单时填写即可使用');
    } catch {
      toast.info('请长按优惠码手动复制');
    }
  };
  return (
    <MemberPage title="优惠码">
      <form className="member-form" onSubmit={submit} noValidate>
        <Field label="优惠码" placeholder="请输入优惠码" maxLength={100} value={values.code} onChange={(v) => setField('code', v)} />
        <div className="wallet-submit">
          <Button round block type="danger" nativeType="submit" loading={promo.isFetching} disabled={promo.isFetching}>
            查询
          </Button>
        </div>
      </form>
      {asked === '' ? (
        <p className="wallet-card wallet-muted">输入机构或分销员给您的优惠码，查看优惠内容；下单时填写即可抵扣。</p>
      ) : promo.isError ? (
        <p className="wallet-card" role="alert">
          {errorMessage(promo.error)}
        </p>
      ) : promo.data ? (
        <section className="wallet-card" aria-label="优惠码详情">
          <p>
            <strong>{promo.data.title}</strong>
          </p>
          <p>
            {promo.data.thresholdFen > 0 ? `满${formatFen(promo.data.thresholdFen)}减${formatFen(promo.data.minusFen)}` : `立减${formatFen(promo.data.minusFen)}`}
          </p>
          <p className="wallet-muted">有效期至 {formatDate(promo.data.endTime, 2)}</p>
          <Button size="small" round onClick={() => void copy(promo.data.promoCode)}>
            复制优惠码 {promo.data.promoCode}
          </Button>
        </section>
      ) : null}
    </MemberPage>
  );
}
