import '../content.css';
import type { content } from '@tongxin/api-client';
import { AppLink } from '../../../components/app-link';
import { MemberPage } from '../../../components/member-kit';
import { ContentList } from '../components/content-list';

function MatePost({ post }: { post: content.ContentCard }) {
  return (
    <AppLink to={post.link} className="content-mate">
      <span className="content-badge">{post.tag}</span>
      <h3>{post.title}</h3>
      <p className="content-muted">{post.summary}</p>
      <p className="content-meta">
        <span>{post.author}</span>
        {post.companions ? (
          <span>
            已报名 {post.companions.joined}/{post.companions.wanted}
            {post.companions.joined >= post.companions.wanted ? ' · 已满' : ''}
          </span>
        ) : null}
        <span>{post.comments} 人回复</span>
      </p>
    </AppLink>
  );
}

/** /app/mate/:iid: companion posts (who looks for company on which trip), by destination. */
export function Component() {
  return (
    <MemberPage title="找搭子">
      <ContentList moduleType="mate" noun="搭子" tabs renderRow={(post) => <MatePost post={post} />} />
    </MemberPage>
  );
}
