import type { cf } from '@tongxin/api-client';
import { formatFen } from '@tongxin/ui';
import { timeLeft } from '../cf-text';

/** Raised of goal with its bar, supporters and time left (all from paid support, computed by the server). */
export function ProjectProgress({ progress }: { progress: cf.Progress }) {
  return (
    <section className="cf-progress" aria-label="众筹进度">
      <p>
        已筹 <span className="cf-raised">{formatFen(progress.raisedFen)}</span>
      </p>
      <div className="cf-bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.min(progress.percent, 100)} aria-label={`已完成${progress.percent}%`}>
        <span style={{ width: `${Math.min(progress.percent, 100)}%` }} />
      </div>
      <div className="cf-stats">
        <p>
          <strong>{progress.percent}%</strong>达成率
        </p>
        <p>
          <strong>{progress.supporters}</strong>支持人数
        </p>
        <p>
          <strong>{timeLeft(progress.secondsLeft)}</strong>剩余时间
        </p>
      </div>
      <p className="cf-muted">目标金额 {formatFen(progress.goalFen)}</p>
    </section>
  );
}

export const STATUS_TEXT: Readonly<Record<number, string>> = { 0: '审核中', 1: '众筹中', 2: '未通过审核', 3: '众筹成功', 4: '众筹未达目标，支持款项已原路退回' };
