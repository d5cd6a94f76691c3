import type { game } from '@tongxin/api-client';

export const STATE_LABEL: Record<number, string> = { 0: '报名未开始', 1: '报名中', 2: '报名已截止', 3: '比赛进行中', 4: '已结束' };
export const ENTRY_LABEL: Record<number, string> = { 1: '待支付', 2: '报名成功', 3: '已取消' };

/** 1:12:05 or 41:30. */
export function raceTime(ms: number): string {
  const s = Math.round(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
}

export function ResultCard({ result }: { result: game.GameResult | Omit<game.GameResult, 'gameTitle'> }) {
  return (
    <section className="game-bib" aria-label="成绩">
      <p>{'gameTitle' in result ? result.gameTitle : ''}</p>
      <strong>{raceTime(result.timeMs)}</strong>
      <p className="game-meta">
        {result.name} · 参赛号 {result.bib} · {result.groupName}
      </p>
      <p>
        总排名 第{result.rank}名 · 组别排名 第{result.groupRank}名
      </p>
    </section>
  );
}
