import { contentLinks } from '../../../lib/links/content-links';
import '../content.css';
import { content } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { AppLink } from '../../../components/app-link';
import { MemberPage } from '../../../components/member-kit';
import { tenantScope, useMemberSession } from '../../../components/scopes';
import { ContentList } from '../components/content-list';

/** /app/audio/:iid: the audio types (each opens its album list) and every album. */
export function Component() {
  const { iid } = useMemberSession();
  const types = useRead(tenantScope, content.tags, { moduleType: 'audio' });
  return (
    <MemberPage title="音频">
      <nav className="content-entries" aria-label="音频分类">
        {(types.data ?? []).map((t) => (
          <AppLink key={t.tag} to={contentLinks.audioAlbumList({ iid, typeId: t.tag })}>
            {t.tag}
          </AppLink>
        ))}
      </nav>
      <h2 className="content-section-title">全部专辑</h2>
      <ContentList moduleType="audio" noun="专辑" />
    </MemberPage>
  );
}
