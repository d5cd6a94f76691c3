import { errorMessage, order } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { formatDate, formatFen, QueryView, toast } from '@tongxin/ui';
import { useState, type FormEvent } from 'react';
import { Button } from 'react-vant';
import { Field, LoadingSkeleton, MemberPage, useDraft } from '../../../components/member-kit';
import { memberScope, tenantScope, useMemberSession } from '../../../components/scopes';
import '../wallet.css';

const offText = (p: { thresholdFen: number; minusFen: number }) => (p.thresholdFen > 0 ? `满${formatFen(p.thresholdFen)}减${formatFen(p.minusFen)}` : `立减${formatFen(p.minusFen)}`);

const copy = async (code: string) => {
  try {
    await navigator.clipboard.writeText(code);
    toast.success('优惠码已复制，下单时填写即可使用');
  } catch {
    toast.info('请长按优惠码手动复制');
  }
};

/** Shares the code with the system's share sheet where there is one, else copies a line to paste in a chat. */
const share = async (p: order.MyPromo) => {
  const text = `送你一个优惠码 ${p.promoCode}：${p.title}，${offText(p)}，下单时填写即可使用`;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: p.title, text });
      return;
    } catch {
      // Closed without sharing, or not allowed here: copying still helps.
    }
  }
  try {
    await navigator.clipboard.writeText(text);
    toast.success('分享文案已复制，发给好友即可');
  } catch {
    toast.info('请长按优惠码手动复制');
  }
};

/** The codes the organisation gave the member to hand out (page-guide C16): what each takes off, uses, validity, 复制 and 分享. */
function MyPromos() {
  const mine = useRead(memberScope, order.myPromos, {});
  return (
    <section className="wallet-card" aria-labelledby="my-promos-title">
      <h2 id="my-promos-title">我的优惠码</h2>
      <QueryView query={mine} loading={<LoadingSkeleton rows={2} />} empty="您还没有可分享的优惠码，机构发放后会显示在这里">
        {(list) => (
          <ul className="wallet-promos">
            {list.map((p) => (
              <li key={p.promoCode} aria-label={`优惠码 ${p.promoCode}`} data-expired={p.expired ? 'true' : 'false'}>
                <p>
                  <strong>{p.promoCode}</strong> {p.title}
                </p>
                <p>{offText(p)}</p>
                <p className="wallet-muted">
                  已使用 {p.used} 次{p.remaining === null ? '' : `，剩余 ${p.remaining} 次`} · {p.expired ? '已失效' : `有效期至 ${formatDate(p.endTime, 2)}`}
                </p>
                {p.expired ? null : (
                  <p>
                    <Button size="small" round onClick={() => void copy(p.promoCode)}>
                      复制
                    </Button>{' '}
                    <Button size="small" round type="danger" onClick={() => void share(p)}>
                      分享
                    </Button>
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

/** /app/wallet/discountCode — the member's own codes to hand out, and a look-up of any code (spec §7 /v1/promo/get): what it takes off, above which amount, until when. */
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
  return (
    <MemberPage title="优惠码">
      <MyPromos />
      <h2 className="wallet-subtitle">查询优惠码</h2>
      <form className="tx-form" onSubmit={submit} noValidate>
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
            {offText(promo.data)}
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
