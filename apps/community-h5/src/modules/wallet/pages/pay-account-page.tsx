import { errorMessage, wallet } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { confirmDialog, QueryView, toast } from '@tongxin/ui';
import { Button } from 'react-vant';
import { AppLink } from '../../../components/app-link';
import { LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import { useSession } from '../../../lib/session';
import { walletLinks } from '../../../lib/links/wallet-links';
import '../wallet.css';

/** /app/wallet/payAccount — WeChat change (inside WeChat) and the saved bank cards and alipay accounts. */
export function Component() {
  const inWechat = useSession((s) => s.environment === 'wechat' || s.environment === 'miniprogram');
  const accounts = useRead(memberScope, wallet.accounts, {});
  const remove = useWrite(memberScope, wallet.deleteAccount, { invalidates: [wallet.accounts] });
  const drop = async (a: wallet.PayAccount) => {
    if (remove.isPending || !(await confirmDialog({ title: '删除账户', message: '确定要删除该账号吗？' }))) return;
    remove.mutate({ id: a.id }, { onSuccess: () => toast.success('已删除'), onError: (error) => toast.fail(errorMessage(error)) });
  };
  return (
    <MemberPage title="收款账户">
      <section className="wallet-card wallet-row" aria-label="微信零钱">
        <p>微信零钱</p>
        <p className="wallet-muted">{inWechat ? '可用，提现时确认收款' : '请在微信中打开后使用'}</p>
      </section>
      <QueryView query={accounts} empty="还没有银行卡或支付宝账户" loading={<LoadingSkeleton rows={2} />}>
        {(list) => (
          <ul className="wallet-card" aria-label="已保存的账户">
            {list.map((a) => (
              <li key={a.id} className="wallet-row">
                <div>
                  <p>{a.method === 'bank' ? `${a.bankName} ${a.accountNo}` : `支付宝 ${a.accountNo}`}</p>
                  <p className="wallet-muted">{a.holder}</p>
                </div>
                <span>
                  <AppLink className="wallet-chip" to={walletLinks.editAccount({ id: a.id, method: a.method })}>
                    编辑
                  </AppLink>{' '}
                  <Button size="small" round onClick={() => void drop(a)} aria-label={`删除 ${a.accountNo}`}>
                    删除
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <nav className="wallet-card wallet-links" aria-label="添加账户">
        <AppLink to={walletLinks.editAccount({ method: 'bank' })}>添加银行卡</AppLink>
        <AppLink to={walletLinks.editAccount({ method: 'alipay' })}>添加支付宝账号</AppLink>
      </nav>
    </MemberPage>
  );
}
