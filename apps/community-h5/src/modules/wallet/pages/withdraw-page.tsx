import { errorMessage, wallet } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { confirmDialog, formatFen, QueryView, toast } from '@tongxin/ui';
import { useState, type FormEvent } from 'react';
import { Button } from 'react-vant';
import { AppLink, useAppNavigate } from '../../../components/app-link';
import { LoadingSkeleton, MemberPage, useDraft } from '../../../components/member-kit';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { useSession } from '../../../lib/session';
import { fenToYuanText, yuanToFen } from '../money';
import { walletLinks } from '../../../lib/links/wallet-links';
import '../wallet.css';

/** Where the money goes: WeChat change, or a saved account by id. */
type Target = 'wechat' | `account:${number}`;

/** /app/wallet/withdraw — an amount within the tenant's rules, to WeChat change (inside WeChat) or a saved account. */
export function Component() {
  const { userId } = useMemberSession();
  const inWechat = useSession((s) => s.environment === 'wechat' || s.environment === 'miniprogram');
  const summary = useRead(memberScope, wallet.summary, {});
  const accounts = useRead(memberScope, wallet.accounts, {});
  const { values, setField, clear } = useDraft(`withdraw:${userId ?? 'guest'}`, { amount: '', target: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const withdraw = useWrite(memberScope, wallet.withdraw, { invalidates: [wallet.summary, wallet.withdrawList] });
  const navigate = useAppNavigate();
  const target: Target | '' = (values.target as Target | '') || (inWechat ? 'wechat' : accounts.data?.[0] ? `account:${accounts.data[0].id}` : '');

  const submit = async (event: FormEvent, s: wallet.WalletSummary) => {
    event.preventDefault();
    if (withdraw.isPending) return;
    const fen = yuanToFen(values.amount);
    const found =
      values.amount.trim() === ''
        ? '请输入提现金额'
        : fen === null
          ? '提现金额格式错误'
          : fen > s.availableFen
            ? '提现金额超出可提现金额'
            : fen < s.rules.minWithdrawFen
              ? `提现金额小于最低提现金额 ${formatFen(s.rules.minWithdrawFen)}`
              : fen > s.rules.maxWithdrawFen
                ? `单次最多提现 ${formatFen(s.rules.maxWithdrawFen)}`
                : !target
                  ? '没有可用的提现方式，请先添加收款账户'
                  : target === 'wechat' && !inWechat
                    ? '提现到微信零钱请在微信中打开'
                    : null;
    setProblem(found);
    if (found || fen === null) return void (found && toast.warn(found));
    const fee = wallet.withdrawFeeFen(fen, s.rules.feeBp);
    const account = target.startsWith('account:') ? accounts.data?.find((a) => `account:${a.id}` === target) : undefined;
    const to = account ? `${account.method === 'bank' ? account.bankName : '支付宝'} ${account.accountNo}` : '微信零钱';
    const ok = await confirmDialog({ title: '确认提现', message: `提现 ${formatFen(fen)}，手续费 ${formatFen(fee)}，实际到账 ${formatFen(fen - fee)}，提现至${to}` });
    if (!ok) return;
    withdraw.mutate(
      { amountFen: fen, method: account ? account.method : 'wechat', accountId: account?.id },
      {
        onSuccess: (w) => {
          clear();
          toast.success('您的提现申请已成功提交');
          navigate(walletLinks.withdrawProgress({ id: w.id }), { replace: true });
        },
        onError: (error) => toast.fail(errorMessage(error)),
      },
    );
  };

  return (
    <MemberPage title="提现">
      <QueryView query={summary} isEmpty={() => false} loading={<LoadingSkeleton rows={3} />}>
        {(s) => {
          const fen = yuanToFen(values.amount);
          const fee = fen === null ? 0 : wallet.withdrawFeeFen(fen, s.rules.feeBp);
          return (
            <form onSubmit={(e) => void submit(e, s)} noValidate>
              <section className="wallet-card" aria-label="提现金额">
                <label htmlFor="withdraw-amount" className="wallet-muted">
                  提现金额
                </label>
                <div className="wallet-amount">
                  <span aria-hidden="true">¥</span>
                  <input
                    id="withdraw-amount"
                    inputMode="decimal"
                    placeholder="0.00"
                    value={values.amount}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby="withdraw-hint"
                    onChange={(e) => setField('amount', e.target.value.replace(/[^\d.]/g, '').replace(/^(\d*\.\d{0,2}).*$/, '$1'))}
                  />
                  <Button size="small" round nativeType="button" disabled={s.availableFen <= 0} onClick={() => setField('amount', fenToYuanText(Math.max(0, s.availableFen)))}>
                    全部提现
                  </Button>
                </div>
                <p id="withdraw-hint" className="wallet-muted">
                  可提现金额 <span data-testid="withdraw-available">{formatFen(s.availableFen)}</span> · 最低提现 {formatFen(s.rules.minWithdrawFen)} · 手续费 {(s.rules.feeBp / 100).toFixed(2)}%
                </p>
                {fen !== null && fen > 0 ? (
                  <p className="wallet-muted">
                    手续费 {formatFen(fee)} · 实际到账 {formatFen(Math.max(0, fen - fee))}
                  </p>
                ) : null}
                {problem ? (
                  <p className="tx-field-error" role="alert">
                    {problem}
                  </p>
                ) : null}
              </section>
              <fieldset className="wallet-card wallet-methods">
                <legend className="wallet-muted">提现至</legend>
                <label>
                  <input type="radio" name="target" checked={target === 'wechat'} disabled={!inWechat} onChange={() => setField('target', 'wechat')} />
                  微信零钱{inWechat ? '' : '（请在微信中打开后提现到零钱）'}
                </label>
                {accounts.data?.map((a) => (
                  <label key={a.id}>
                    <input type="radio" name="target" checked={target === `account:${a.id}`} onChange={() => setField('target', `account:${a.id}`)} />
                    {a.method === 'bank' ? `${a.bankName} ${a.accountNo}` : `支付宝 ${a.accountNo}`}
                  </label>
                ))}
                <AppLink className="wallet-chip" to={walletLinks.payAccount()}>
                  {accounts.data?.length ? '管理收款账户' : '去添加收款账户'}
                </AppLink>
              </fieldset>
              <div className="wallet-submit">
                <Button round block type="danger" nativeType="submit" loading={withdraw.isPending} disabled={withdraw.isPending}>
                  确认提现
                </Button>
              </div>
              <p className="wallet-card wallet-muted" data-testid="withdraw-how">
                {target === 'wechat'
                  ? '提现申请提交后由机构审核；审核通过后机构将款项转入您的微信零钱，收到后请在提现进度页点“确认收款”（需在微信中打开）。驳回的金额将立即退回余额。'
                  : '提现申请提交后由机构审核，审核通过后打款到您的收款账户；驳回的金额将立即退回余额。'}
              </p>
            </form>
          );
        }}
      </QueryView>
    </MemberPage>
  );
}
