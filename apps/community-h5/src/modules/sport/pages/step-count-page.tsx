import { errorMessage, sport } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { miniProgramWerunPath, openMiniProgramPage, readWerunReturn, resolveNativeBridge, WERUN_PARAMS, type WerunReturn } from '@tongxin/env-auth';
import { BarChart, toast } from '@tongxin/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useHref, useLocation, useSearchParams } from 'react-router-dom';
import { Button } from 'react-vant';
import { AppLink } from '../../../components/app-link';
import { ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { PageRefresh } from '../../../components/page-refresh';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { useSession } from '../../../lib/session';
import { sportLinks } from '../../../lib/links/sport-links';
import '../sport.css';

/** The app's bridge method that answers today's steps: `{ steps, city? }`. */
export const STEPS_METHOD = 'getTodaySteps';

/** Today's steps from the native app's bridge, or null outside the app. */
async function bridgeSteps(): Promise<{ steps: number; city?: string } | null> {
  const bridge = resolveNativeBridge();
  if (!bridge) return null;
  const answer = (await bridge.call(STEPS_METHOD, {})) as { steps?: unknown; city?: unknown } | null;
  const steps = Number(answer?.steps);
  if (!Number.isInteger(steps) || steps < 0) throw new Error('步数读取失败，请稍后再试');
  return { steps, city: typeof answer?.city === 'string' ? answer.city : undefined };
}

/** What the page says when the mini-program came back without WeChat Run data. */
export const WERUN_REFUSED = '未获得微信运动授权：请在小程序中允许读取微信运动步数后再同步';
export const WERUN_INCOMPLETE = '微信运动数据不完整，请重新同步';

const WERUN_QUERY = Object.values(WERUN_PARAMS);

/**
 * The mini-program's WeChat Run answer in the page's query (env-auth werun.ts), handled once:
 * the parameters are taken out of the address at once (a reload must not post a used code again),
 * then, once today's steps have first loaded (`loaded`), the data is posted to sport.werunReport,
 * which decrypts it on the server. Posted during that first load, the invalidation after it would
 * join the load under way (React Query shares a first fetch) and show the steps from before.
 */
function useWerunReturn(onFailure: (message: string) => void, loaded: boolean) {
  const [search, setSearch] = useSearchParams();
  const returned = useMemo(() => readWerunReturn(search), [search]);
  const werun = useWrite(memberScope, sport.werunReport, { invalidates: [sport.stepToday, sport.stepRank, sport.cityRank] });
  const handled = useRef<WerunReturn | null>(null);
  const [toPost, setToPost] = useState<Extract<WerunReturn, { kind: 'data' }> | null>(null);
  useEffect(() => {
    if (!returned || handled.current) return;
    handled.current = returned;
    const rest = new URLSearchParams(search);
    for (const name of WERUN_QUERY) rest.delete(name);
    setSearch(rest, { replace: true });
    if (returned.kind === 'error') onFailure(returned.reason === 'incomplete' ? WERUN_INCOMPLETE : WERUN_REFUSED);
    else setToPost(returned);
  }, [returned, search, setSearch, onFailure]);
  // A ref, not the state: the mutation's own update re-renders before a state change of this effect would.
  const posted = useRef<WerunReturn | null>(null);
  useEffect(() => {
    if (!toPost || !loaded || posted.current === toPost) return;
    posted.current = toPost;
    werun.mutateAsync({ code: toPost.code, encryptedData: toPost.encryptedData, iv: toPost.iv }).then(
      () => toast.success('微信运动步数已同步'),
      (error: unknown) => onFailure(errorMessage(error) || '同步失败'),
    );
  }, [toPost, loaded, werun, onFailure]);
  return werun.isPending || (toPost !== null && posted.current !== toPost);
}

/**
 * /app/step/count: today's steps, the week, the challenge's progress. In the app the steps come
 * from the native bridge (同步步数 reports them; the server keeps one count a day and refuses what
 * no one walks); in a mini-program from WeChat Run: the page opens the mini-program's WeChat Run
 * page, which comes back here with the encrypted data for the server; in a plain browser the page
 * says where steps can be counted.
 */
export function Component() {
  const environment = useSession((s) => s.environment);
  const { iid, token, userId } = useMemberSession();
  const today = useRead(memberScope, sport.stepToday, {});
  const report = useWrite(memberScope, sport.stepReport, { invalidates: [sport.stepToday, sport.stepRank, sport.cityRank] });
  const [failure, setFailure] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const fail = useRef((message: string) => {
    setFailure(message);
    toast.fail(message);
  }).current;
  const uploading = useWerunReturn(fail, !today.isPending);
  const inApp = environment === 'app' || resolveNativeBridge() !== null;
  const inMiniProgram = !inApp && environment === 'miniprogram';
  const { pathname, search } = useLocation();
  const here = useHref({ pathname, search });
  const t = today.data;

  /** Opens the mini-program's WeChat Run page, which comes back to this page with the data. */
  async function syncWerun() {
    if (!token || userId === null) return;
    setFailure(null);
    setOpening(true);
    try {
      await openMiniProgramPage(miniProgramWerunPath({ iid, rid: userId, session: token, from: 'community', back: new URL(here, window.location.origin).toString() }));
    } catch (error) {
      fail(error instanceof Error && error.message ? error.message : '无法打开微信运动，请稍后再试');
    } finally {
      setOpening(false);
    }
  }

  async function sync() {
    setFailure(null);
    try {
      const read = await bridgeSteps();
      if (!read) return;
      await report.mutateAsync({ steps: read.steps, ...(read.city ? { city: read.city } : {}) });
      toast.success('步数已同步');
    } catch (error) {
      const message = errorMessage(error) || (error instanceof Error ? error.message : '同步失败');
      setFailure(message);
      toast.fail(message);
    }
  }

  return (
    <MemberPage title="今日步数" side={<AppLink to={sportLinks.stepRank()}>排行榜</AppLink>}>
      {today.isPending ? (
        <LoadingSkeleton rows={4} />
      ) : today.isError ? (
        <ErrorState error={today.error} onRetry={today.refetch} />
      ) : t ? (
        <PageRefresh queries={[today]}>
          <section className="sport-ring" aria-label="今日步数">
            <strong>{t.steps.toLocaleString('zh-CN')}</strong>
            <span className="sport-meta">
              目标 {t.challenge.dailyGoal.toLocaleString('zh-CN')} 步 · {t.km} 公里 · {t.kcal} 千卡
            </span>
          </section>
          <div className="sport-bar">
            {inApp ? (
              <Button block type="primary" loading={report.isPending} onClick={() => void sync()}>
                同步步数
              </Button>
            ) : inMiniProgram ? (
              <Button block type="primary" loading={opening || uploading} onClick={() => void syncWerun()}>
                同步微信运动步数
              </Button>
            ) : (
              <p role="note" className="sport-meta">
                步数需在同心App或微信小程序中打开本页同步（读取手机运动数据）
              </p>
            )}
          </div>
          {failure ? (
            <p role="alert" className="sport-meta" style={{ textAlign: 'center' }}>
              {failure}
            </p>
          ) : null}
          <section className="sport-section" aria-label="近7天">
            <h2>近7天</h2>
            <BarChart title="近7天步数" labels={t.week.map((d) => d.day.slice(5))} series={[{ name: '步数', values: t.week.map((d) => d.steps) }]} integer />
          </section>
          <section className="sport-section" aria-label="挑战">
            <h2>{t.challenge.title}</h2>
            <p className="sport-meta">
              累计 {t.total.toLocaleString('zh-CN')} / {t.challenge.target.toLocaleString('zh-CN')} 步 · {t.challenge.startDay} 至 {t.challenge.endDay}
            </p>
            {t.reached ? (
              <p>
                已达成挑战目标 · <AppLink to={sportLinks.certificate()}>领取证书</AppLink>
              </p>
            ) : null}
          </section>
          <p className="sport-meta sport-links">
            <AppLink to={sportLinks.myTeam()}>我的队伍</AppLink> · <AppLink to={sportLinks.team()}>队伍排行</AppLink> · <AppLink to={sportLinks.cityRank()}>城市排行</AppLink>
          </p>
        </PageRefresh>
      ) : null}
    </MemberPage>
  );
}
