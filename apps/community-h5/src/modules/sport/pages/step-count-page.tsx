import { errorMessage, sport } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { resolveNativeBridge } from '@tongxin/env-auth';
import { BarChart, toast } from '@tongxin/ui';
import { useState } from 'react';
import { Button } from 'react-vant';
import { AppLink } from '../../../components/app-link';
import { ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { PageRefresh } from '../../../components/page-refresh';
import { memberScope } from '../../../components/scopes';
import { useSession } from '../../../lib/session';
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

/**
 * /app/step/count: today's steps, the week, the challenge's progress. In the app the steps come
 * from the native bridge (同步步数 reports them; the server keeps one count a day and refuses what
 * no one walks); in a plain browser the page says where steps can be counted.
 */
export function Component() {
  const environment = useSession((s) => s.environment);
  const today = useRead(memberScope, sport.stepToday, {});
  const report = useWrite(memberScope, sport.stepReport, { invalidates: [sport.stepToday, sport.stepRank, sport.cityRank] });
  const [failure, setFailure] = useState<string | null>(null);
  const inApp = environment === 'app' || resolveNativeBridge() !== null;
  const t = today.data;

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
    <MemberPage title="今日步数" side={<AppLink to="/app/step/rank">排行榜</AppLink>}>
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
              <Button block type="primary" color="#1a7f37" loading={report.isPending} onClick={() => void sync()}>
                同步步数
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
                已达成挑战目标 · <AppLink to="/app/step/cer">领取证书</AppLink>
              </p>
            ) : null}
          </section>
          <p className="sport-meta sport-links">
            <AppLink to="/app/step/mineteam">我的队伍</AppLink> · <AppLink to="/app/step/team">队伍排行</AppLink> · <AppLink to="/app/step/cityrank">城市排行</AppLink>
          </p>
        </PageRefresh>
      ) : null}
    </MemberPage>
  );
}
