import { isOrderFee } from '../../lib/order-fee';
import { invalidateCalls, useRead, useWrite } from '@tongxin/api-client/react';
import { useQueryClient } from '@tanstack/react-query';
import { university } from '@tongxin/api-client';
import { currentEnvironment, miniProgramPayPath, payInMiniProgram, payInWechat, pollUntil } from '@tongxin/env-auth';
import { formatFen, PageLayout, toast } from '@tongxin/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from 'react-vant';
import { routeNames } from '../../lib/route-names';
import { useRequiredQuery } from '../../components/param-guard';
import { MSG } from '../../lib/messages';
import { failureText, universityScope } from '../../lib/query';
import { DEFAULT_REG_ID, readCredentials } from '../../lib/session';
import { wechatPayer } from '../../lib/wechat-payer';
import styles from './public-order-page.module.css';

type Phase =
  | { kind: 'idle' }
  | { kind: 'paying' }
  /** Asking WeChat for the payer's openId (the page may leave for the authorise page and come back). */
  | { kind: 'authorising' }
  | { kind: 'mini-program' }
  /** The mini-program's pay page is open (or was): the outcome arrives when the applicant comes back. */
  | { kind: 'awaiting'; checking: boolean; checked: boolean }
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

function PublicOrder({
  iid,
  rid,
  session,
  gid,
}: {
  iid: string;
  rid: string;
  session: string;
  gid: string;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const search = new URLSearchParams(location.search);
  const openId = search.get('openId') ?? '';
  const tradeType = search.get('tradeType') || 'JSAPI';
  const from = search.get('from') || 'university';
  const regId = readCredentials()?.regId ?? DEFAULT_REG_ID;
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const started = useRef(false);
  const phaseRef = useRef(phase);
  phaseRef.current = phase;

  // The fee: handed over by the apply home, else asked for again. university.createOrder returns
  // the one order of the registration (the same gid) on every call, so asking again creates nothing.
  const handed: unknown = (location.state as { fee?: unknown } | null)?.fee;
  const handedFee = isOrderFee(handed) && String(handed.gid) === gid ? handed : null;
  const ask = useWrite(universityScope, university.createOrder);
  const fee = handedFee ?? ask.data;
  const prepay = useWrite(universityScope, university.payOrder);
  // The registration of the applicant the query names: read when the payment is to be confirmed.
  const reg = useRead(universityScope, university.getRegInfo, { rid, token: session, id: regId }, { enabled: false });
  /** The registration's status now, or null when it cannot be read (a session error has already sent the applicant to login). */
  const readStatus = async () => (await reg.refetch()).data?.status ?? null;
  const reloadRegistration = () => invalidateCalls(queryClient, [university.getRegInfo]);

  /** After the bridge's ok: reads the registration until the provider's notify has made it paid (3). */
  async function confirm() {
    setPhase({ kind: 'confirming' });
    let status = -1;
    await pollUntil(
      async () => {
        status = (await readStatus()) ?? status;
        return status === 3;
      },
      CONFIRM_TRIES,
      CONFIRM_INTERVAL_MS,
    );
    setPhase({ kind: 'done', status });
    await reloadRegistration();
  }

  /** Back from the mini-program's pay page: one read of the registration tells whether it was paid. */
  async function recheck() {
    const current = phaseRef.current;
    if (current.kind !== 'awaiting' || current.checking) return;
    setPhase({ kind: 'awaiting', checking: true, checked: current.checked });
    const status = await readStatus();
    if (phaseRef.current.kind !== 'awaiting') return;
    if (status === 3) {
      setPhase({ kind: 'done', status: 3 });
      await reloadRegistration();
      return;
    }
    // Not known yet: the applicant can check again, pay again or go back.
    setPhase({ kind: 'awaiting', checking: false, checked: true });
  }

  // The mini-program's pay page covers this webview; returning to it shows the page again
  // (pageshow from the back-forward cache, or visibilitychange), which is when to look.
  const awaiting = phase.kind === 'awaiting';
  useEffect(() => {
    if (!awaiting) return;
    const onShow = () => {
      if (document.visibilityState !== 'hidden') void recheck();
    };
    window.addEventListener('pageshow', onShow);
    document.addEventListener('visibilitychange', onShow);
    return () => {
      window.removeEventListener('pageshow', onShow);
      document.removeEventListener('visibilitychange', onShow);
    };
    // recheck reads the latest phase through its ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [awaiting]);

  async function pay() {
    const kind = phaseRef.current.kind;
    if (kind === 'paying' || kind === 'authorising' || kind === 'confirming' || kind === 'mini-program') return;
    if (currentEnvironment().environment === 'miniprogram') {
      setPhase({ kind: 'mini-program' });
      try {
        await payInMiniProgram(miniProgramPayPath({ iid, rid, session, gid, channel: 'registration', tradeType, from }));
        setPhase({ kind: 'awaiting', checking: false, checked: false });
      } catch {
        setPhase({ kind: 'failed', message: MSG.payFailed });
      }
      return;
    }
    let payer = openId;
    if (!payer && currentEnvironment().environment === 'wechat') {
      // WeChat authorises the applicant for this app itself: the stored openId, else the authorise round trip.
      setPhase({ kind: 'authorising' });
      const found = await wechatPayer(Number(iid));
      if (found.kind === 'redirecting') return;
      if (found.kind === 'failed') {
        toast.fail(found.message);
        setPhase({ kind: 'failed', message: found.message });
        return;
      }
      payer = found.kind === 'known' ? found.openId : '';
    }
    if (!payer) {
      toast.warn(MSG.authorizeWechat);
      setPhase({ kind: 'no-openid' });
      return;
    }
    setPhase({ kind: 'paying' });
    try {
      const params = await prepay.mutateAsync({ iid, rid, token: session, gid, openId: payer });
      const outcome = await payInWechat({
        appId: params.appId,
        timeStamp: params.timeStamp,
        nonceStr: params.nonceStr,
        package: params.package,
        signType: params.signType,
        paySign: params.paySign,
      });
      if (outcome === 'ok') {
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
    if (!handedFee) ask.mutate({ iid, orderType: 28, userId: rid, token: session, keys: regId, num: 1 });
    void pay();
    // Pays once on arrival; the button pays again after a cancel, a failure or a return from the mini-program.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const backHome = () => navigate(routeNames.UniversityApplyHome, { replace: true });
  const busy =
    phase.kind === 'paying' || phase.kind === 'authorising' || phase.kind === 'confirming' || phase.kind === 'mini-program';
  return (
    <PageLayout bare title="报名费支付">
      <section className="tx-card" aria-label="订单">
        {fee ? (
          <dl className={styles.order}>
            <dt>订单</dt>
            <dd>{fee.title}</dd>
            <dt>金额</dt>
            <dd className={styles.amount}>{formatFen(fee.amount)}</dd>
          </dl>
        ) : (
          <p className="tx-muted">{ask.isError ? '订单金额读取失败' : '正在读取订单…'}</p>
        )}
      </section>
      <section className="tx-card" aria-live="polite">
        {phase.kind === 'idle' && <p>正在准备支付…</p>}
        {phase.kind === 'paying' && <p>正在支付…</p>}
        {phase.kind === 'authorising' && <p>正在进行微信授权…</p>}
        {phase.kind === 'mini-program' && <p>正在前往小程序支付…</p>}
        {phase.kind === 'awaiting' && (
          <>
            <p>请在小程序中完成支付，完成后返回本页查看结果。</p>
            {phase.checking && <p className="tx-muted">正在确认报名状态…</p>}
            {!phase.checking && phase.checked && (
              <p className="tx-muted">尚未收到支付结果，如已支付请稍后在报名页查看。</p>
            )}
          </>
        )}
        {phase.kind === 'no-openid' && <p role="alert">{MSG.authorizeWechat}</p>}
        {phase.kind === 'cancelled' && <p>{MSG.payCancel}</p>}
        {phase.kind === 'failed' && <p role="alert">{phase.message}</p>}
        {phase.kind === 'confirming' && <p>{MSG.paySuccess}，正在确认报名状态…</p>}
        {phase.kind === 'done' && (
          <p>{phase.status === 3 ? '报名成功' : '支付结果确认中，请稍后在报名页查看'}</p>
        )}
      </section>
      <div className="tx-actions tx-actions--fixed">
        {phase.kind === 'done' || phase.kind === 'no-openid' ? (
          <Button type="primary" block round onClick={backHome}>
            返回报名
          </Button>
        ) : phase.kind === 'awaiting' ? (
          <div className={styles.pair}>
            <Button block round onClick={backHome}>
              返回报名
            </Button>
            <Button type="primary" block round disabled={phase.checking} onClick={() => void pay()}>
              重新支付
            </Button>
          </div>
        ) : (
          <Button
            type="primary"
            block
            round
            loading={busy}
            loadingText="请稍候…"
            disabled={busy}
            onClick={() => void pay()}
          >
            {phase.kind === 'cancelled' || phase.kind === 'failed' ? '重新支付' : '支付'}
          </Button>
        )}
      </div>
    </PageLayout>
  );
}
