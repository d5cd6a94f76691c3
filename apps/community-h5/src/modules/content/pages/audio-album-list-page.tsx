import { useParams } from 'react-router-dom';
import { MemberPage } from '../../../components/member-kit';
import { ContentList } from '../components/content-list';

/** /app/audio/:iid/album-list/:typeId: the albums of one audio type. */
export function Component() {
  const typeId = useParams().typeId ?? '';
  return (
    <MemberPage title={typeId || '专辑'}>
      <ContentList moduleType="audio" noun="专辑" fixedTag={typeId} />
    </MemberPage>
  );
}
