import '../content.css';
import type { content } from '@tongxin/api-client';
import { formatDate, formatFen } from '@tongxin/ui';
import { AppLink } from '../../../components/app-link';
import { Picture } from '../../../components/picture';
import { clock, count } from '../lib/media-time';

/** What a list row shows of an item: cover(s), title, summary, source, time, views and price. */
export function ContentCard({ item }: { item: content.ContentCard }) {
  const media = item.moduleType === 'video' || item.moduleType === 'pvideo' || item.moduleType === 'audio';
  const three = item.moduleType === 'news' && item.images.length >= 3;
  return (
    <AppLink to={item.link} className={`content-card content-card-${item.moduleType}`}>
      {three ? (
        <div className="content-card-three">
          {item.images.slice(0, 3).map((src, i) => (
            <Picture key={src} src={src} alt={`${item.title} 图${i + 1}`} ratio={4 / 3} />
          ))}
        </div>
      ) : null}
      <div className="content-card-main">
        {!three && item.images[0] ? (
          <div className="content-card-cover">
            <Picture src={item.images[0]} alt={item.title} ratio={media ? 16 / 9 : 4 / 3} />
            {item.duration > 0 ? <span className="content-badge content-duration">{clock(item.duration)}</span> : null}
          </div>
        ) : null}
        <div className="content-card-text">
          <h3>{item.title}</h3>
          {item.summary && item.summary !== item.title ? <p className="content-summary">{item.summary}</p> : null}
          <p className="content-meta">
            {item.source || item.author ? <span>{item.source || item.author}</span> : null}
            <span>{formatDate(item.publishedAt, 2)}</span>
            <span>{count(item.views)}人浏览</span>
            {item.parts > 1 ? <span>共{item.parts}{item.moduleType === 'book' ? '章' : item.moduleType === 'audio' ? '集' : '节'}</span> : null}
            {media || item.moduleType === 'book' ? <span className={item.price > 0 ? 'content-price' : 'content-free'}>{item.price > 0 ? formatFen(item.price) : '免费'}</span> : null}
          </p>
        </div>
      </div>
    </AppLink>
  );
}
