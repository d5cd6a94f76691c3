import { useQueryClient } from '@tanstack/react-query';
import { getRegInfo, payOrder } from '@tongxin/api-client';
import { currentEnvironment } from '@tongxin/env-auth';
import { toast } from '@tongxin/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from 'react-vant';
import { routeNames } from '../../app/route-names';
import { useRequiredQuery } from '../../components/param-guard';
import pageStyles from '../../components/page.module.css';
import { api } from '../../lib/api';
import { MSG } from '../../lib/messages';
import { callKey, failureText } from '../../lib/query';
import { readCredentials } from '../../lib/session';
import { miniProgramPayUrl, payInMiniProgram, payWithJsapi } from '../../lib/wechat';

type Phase =
  | { kind: 'idle' }
  | { kind: 'paying' }
  | { kind: 'mini-program' }
  | { kind: 'no-openid' }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string }
  | { kind: 'confirming' }
  | { kind: 'done'; status: number };

/** How long the page waits for the provider's notify to reach the server after a success. */
const CONFIRM_TRIES = 15;
const CONFIRM_INTERVAL_MS = 1000;

/**
 * publicOrder (spec §2, §7): pays the registration fee. In a mini-program the mini-program's own
 * pay page does it; in WeChat the JSAPI bridge. The registration counts as paid only once the
 * server has the provider's signed notify, so after a success the page re-reads it.
 */
export function Component() {
  const query = useRequiredQuery(['iid', 'rid', 'session', 'gid']);
  if (!query) return null;
  return <PublicOrder iid={query.iid} rid={query.rid} session={query.session} gid={query.gid} />;
}

function PublicOrder({ iid, rid, session, gid }: { iid: string; rid: string; session: string; gid: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const search = new URLSearchParams(location.search);
  const openId = search.get('openId') ?? '';
  const tradeType = search.get('tradeType') || 'JSAPI';
  const from = search.get('from') || 'university';
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const started = useRef(false);

  async function confirm() {
    setPhase({ kind: 'confirming' });
    const regId = readCredentials()?.regId ?? 3;
    for (let i = 0; i < CONFIRM_TRIES; i += 1) {
      try {
        const info = await api.call(getRegInfo, { rid, token: session, id: regId });
        if (info.status === 3 || i === CONFIRM_TRIES - 1) {
          setPhase({ kind: 'done', status: info.status });
          await queryClient.invalidateQueries({ queryKey: callKey(getRegInfo) });
          return;
        }
      } catch {
        // The next try reads again; a session error has already sent the applicant to login.
      }
      await new Promise((r) => setTimeout(r, CONFIRM_INTERVAL_MS));
    }
    setPhase({ kind: 'done', status: -1 });
  }

  async function pay() {
    if (phase.kind === 'paying' || phase.kind === 'confirming') return;
    if (currentEnvironment().environment === 'miniprogram') {
      setPhase({ kind: 'mini-program' });
      try {
        await payInMiniProgram(miniProgramPayUrl({ iid, rid, session, gid, tradeType, from }));
      } catch {
        setPhase({ kind: 'failed', message: MSG.payFailed });
      }
      return;
    }
    if (!openId) {
      toast.warn(MSG.authorizeWechat);
      setPhase({ kind: 'no-openid' });
      return;
    }
    setPhase({ kind: 'paying' });
    try {
      const params = await api.call(payOrder, { iid, rid, token: session, gid, openId });
      const { outcome } = await payWithJsapi({
        appId: params.appId,
        timeStamp: params.timeStamp,
        nonceStr: params.nonceStr,
        package: params.package,
        signType: params.signType,
        paySign: params.paySign,
      });
      if (outcome === 'success') {
        toast.success(MSG.paySuccess);
        await confirm();
      } else if (outcome === 'cancel') {
        toast.info(MSG.payCancel);
        setPhase({ kind: 'cancelled' });
      } else {
        toast.fail(MSG.payFailed);
        setPhase({ kind: 'failed', message: MSG.payFailed });
      }
    } catch (error) {
      const message = failureText(error, MSG.payFailed);
      toast.fail(message);
      setPhase({ kind: 'failed', message });
    }
  }

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void pay();
    // Pays once on arrival; the button pays again after a cancel or a failure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const busy = phase.kind === 'paying' || phase.kind === 'confirming' || phase.kind === 'mini-program';
  return (
    <main className={pageStyles.page}>
      <h1 className={pageStyles.title}>报名费支付</h1>
      <section className={pageStyles.card} aria-live="polite">
        {phase.kind === 'idle' && <p>正在准备支付…</p>}
        {phase.kind === 'paying' && <p>正在支付…</p>}
        {phase.kind === 'mini-program' && <p>正在前往小程序支付…</p>}
        {phase.kind === 'no-openid' && <p role="alert">{MSG.authorizeWechat}</p>}
        {phase.kind === 'cancelled' && <p>{MSG.payCancel}</p>}
        {phase.kind === 'failed' && <p role="alert">{phase.message}</p>}
        {phase.kind === 'confirming' && <p>{MSG.paySuccess}，正在确认报名状态…</p>}
        {phase.kind === 'done' && <p>{phase.status === 3 ? '报名成功' : '支付结果确认中，请稍后在报名页查看'}</p>}
      </section>
      <div className={pageStyles.actions}>
        {phase.kind === 'done' || phase.kind === 'no-openid' ? (
          <Button type="primary" block round onClick={() => navigate(routeNames.UniversityApplyHome, { replace: true })}>
            返回报名
          </Button>
        ) : (
          <Button type="primary" block round loading={busy} loadingText="请稍候…" disabled={busy} onClick={() => void pay()}>
            {phase.kind === 'cancelled' || phase.kind === 'failed' ? '重新支付' : '支付'}
          </Button>
        )}
      </div>
    </main>
  );
}
