import { useRead } from '@tongxin/api-client/react';
import { university } from '@tongxin/api-client';
import { UNIVERSITY_IID } from '@tongxin/env-auth';
import { QueryView } from '@tongxin/ui';
import { universityScope } from '../../lib/query';
import { PageBlocks } from './page-blocks';

/** Page-type codes of spec §9. */
export const PAGE_TYPE = { home: 0, bachelor: 100001, master: 100002 } as const;

/** A content page of the frame: the blocks university.getPageShow returns for its type. */
export function ContentPage({ title, type }: { title: string; type: number }) {
  const page = useRead(universityScope, university.getPageShow, { iid: UNIVERSITY_IID, type });
  return (
    <main>
      <h1 style={{ fontSize: 20, margin: '8px 0 12px' }}>{title}</h1>
      <QueryView query={page} isEmpty={(data) => data.page_show.length === 0}>
        {(data) => <PageBlocks blocks={data.page_show} />}
      </QueryView>
    </main>
  );
}

export const MasterPage = () => <ContentPage title="研究生招生" type={PAGE_TYPE.master} />;
export const BachelorPage = () => <ContentPage title="本科招生" type={PAGE_TYPE.bachelor} />;
