import { contentLinks } from '../../../lib/links/content-links';
import '../content.css';
import { AppLink } from '../../../components/app-link';
import { MemberPage } from '../../../components/member-kit';
import { useMemberSession } from '../../../components/scopes';
import { ContentList } from '../components/content-list';

/** /app/find: discovery across modules — an entry grid, then the newest of every kind. */
export function Component() {
  const { iid } = useMemberSession();
  const entries = [
    ['资讯', contentLinks.news({ iid })],
    ['笔记', contentLinks.note({ iid })],
    ['动态', contentLinks.feed({ iid })],
    ['视频', contentLinks.video({ iid })],
    ['课程', contentLinks.pvideo({ iid })],
    ['音频', contentLinks.audio({ iid })],
    ['读书', contentLinks.book({ iid })],
    ['直播', contentLinks.live({ iid })],
    ['相册', contentLinks.cloudalbum({ iid })],
    ['找搭子', contentLinks.mate({ iid })],
  ] as const;
  return (
    <MemberPage title="发现">
      <nav className="content-entries" aria-label="发现入口">
        {entries.map(([label, to]) => (
          <AppLink key={to} to={to}>
            {label}
          </AppLink>
        ))}
      </nav>
      <h2 className="content-section-title">最新</h2>
      <ContentList noun="内容" />
    </MemberPage>
  );
}
