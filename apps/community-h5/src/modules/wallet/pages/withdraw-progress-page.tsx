import { errorMessage, wallet } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { confirmDialog, formatDate, formatFen, QueryView, toast } from '@tongxin/ui';
import { Button } from 'react-vant';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import { useSession } from '../../../lib/session';
import { withdrawalStatusText } from '../status';
import '../wallet.css';

const W = wallet.WITHDRAW_STATUS;

/** /app/wallet/withdrawProgress?id= — submitted → reviewed → paid (or rejected with its reason), with confirm-receipt in WeChat. */
export function Component() {
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const inWechat = useSession((s) => s.environment === 'wechat' || s.environment === 'miniprogram');
  const detail = useRead(memberScope, wallet.withdrawDetail, { id }, { enabled: valid });
  const invalidates = [wallet.withdrawDetail, wallet.withdrawList, wallet.summary];
  const confirm = useWrite(memberScope, wallet.withdrawConfirm, { invalidates });
  const cancel = useWrite(memberScope, wallet.withdrawCancel, { invalidates });

  const takeBack = async () => {
    if (cancel.isPending || !(await confirmDialog({ title: '取消提现', message: '确定取消这笔提现吗？金额将退回余额' }))) return;
    cancel.mutate({ id }, { onSuccess: () => toast.success('已取消，金额已退回余额'), onError: (error) => toast.fail(errorMessage(error)) });
  };
  return (
    <MemberPage title="提现进度">
      {!valid ? (
        <EmptyState description="缺少参数无法查看提现进度" />
      ) : (
        <QueryView query={detail} isEmpty={() => false} loading={<LoadingSkeleton rows={4} />}>
          {(w) => {
            const reviewed = w.status !== W.submitted && w.status !== W.cancelled;
            const steps = [
              { title: '提交申请', time: w.createdAt, done: true, note: '' },
              { title: w.status === W.rejected ? '审核驳回' : '平台审核', time: w.reviewedAt, done: reviewed, note: w.status === W.rejected ? `驳回原因：${w.reason}，金额已退回余额` : w.status === W.submitted ? '官方正在审核，请耐心等待' : '' },
              { title: w.method === 'wechat' ? '确认收款' : '打款', time: w.paidAt, done: w.status === W.paid, note: w.status === W.approved && w.method === 'wechat' ? '审核已通过，机构将款项转入您的微信零钱，收到后请确认收款' : '' },
              { title: '到账', time: w.paidAt, done: w.status === W.paid, note: w.status === W.paid ? '已到账，请及时查收' : '' },
            ];
            return (
              <>
                <section className="wallet-card" aria-label="提现状态">
                  <p>
                    当前状态：<strong data-testid="withdraw-status">{withdrawalStatusText(w)}</strong>
                  </p>
                  <ol className="wallet-steps">
                    {(w.status === W.rejected || w.status === W.cancelled ? steps.slice(0, 2) : steps).map((s) => (
                      <li key={s.title} data-done={s.done}>
                        <p>{s.title}</p>
                        {s.done && s.time ? <p className="wallet-muted">{formatDate(s.time, 3)}</p> : null}
                        {s.note ? <p className="wallet-muted">{s.note}</p> : null}
                      </li>
                    ))}
                  </ol>
                  {w.status === W.cancelled ? <p className="wallet-muted">已取消，金额已退回余额</p> : null}
                </section>
                <section className="wallet-card" aria-label="提现详情">
                  <dl className="wallet-dl">
                    <dt>提现金额</dt>
                    <dd>{formatFen(w.amountFen)}</dd>
                    <dt>手续费</dt>
                    <dd>{formatFen(w.feeFen)}</dd>
                    <dt>实际到账</dt>
                    <dd>{formatFen(w.arrivalFen)}</dd>
                    <dt>提现至</dt>
                    <dd>{w.destination}</dd>
                    <dt>流水号</dt>
                    <dd>W{String(w.id).padStart(8, '0')}</dd>
                  </dl>
                </section>
                {w.status === W.approved && w.method === 'wechat' ? (
                  <div className="wallet-submit">
                    {inWechat ? (
                      <Button round block type="danger" loading={confirm.isPending} disabled={confirm.isPending} onClick={() => confirm.mutate({ id }, { onSuccess: () => toast.success('确认收款成功'), onError: (error) => toast.fail(errorMessage(error)) })}>
                        确认收款
                      </Button>
                    ) : (
                      <p className="wallet-card" role="status">
                        请在微信环境内打开本页确认收款
                      </p>
                    )}
                  </div>
                ) : null}
                {w.status === W.submitted ? (
                  <div className="wallet-submit">
                    <Button round block loading={cancel.isPending} disabled={cancel.isPending} onClick={() => void takeBack()}>
                      取消提现
                    </Button>
                  </div>
                ) : null}
              </>
            );
          }}
        </QueryView>
      )}
    </MemberPage>
  );
}
