import '../content.css';
import type { content } from '@tongxin/api-client';
import { formatDate } from '@tongxin/ui';
import { AppLink } from '../../../components/app-link';
import { MemberPage } from '../../../components/member-kit';
import { Picture } from '../../../components/picture';
import { ContentList } from '../components/content-list';

function FeedPost({ post }: { post: content.ContentCard }) {
  return (
    <AppLink to={post.link} className="content-feed-post">
      <header className="content-author">
        {post.authorAvatar ? <Picture src={post.authorAvatar} alt={post.author} width={36} radius="50%" /> : null}
        <strong>{post.author}</strong>
        <span className="content-muted">{formatDate(post.publishedAt, 4)}</span>
      </header>
      <p className="content-feed-text">{post.title}</p>
      {post.images.length > 0 ? (
        <div className={`content-grid content-grid-${Math.min(post.images.length, 3)}`}>
          {post.images.slice(0, 9).map((src, i) => (
            <Picture key={src} src={src} alt={`图片${i + 1}`} ratio={1} />
          ))}
        </div>
      ) : null}
      <p className="content-meta">
        <span>{post.likes} 赞</span>
        <span>{post.comments} 评论</span>
        <span>{post.views} 浏览</span>
      </p>
    </AppLink>
  );
}

/** /app/feed/:iid/list: the stream of short posts with images, newest first. */
export function Component() {
  return (
    <MemberPage title="动态">
      <ContentList moduleType="feed" noun="动态" renderRow={(post) => <FeedPost post={post} />} />
    </MemberPage>
  );
}
