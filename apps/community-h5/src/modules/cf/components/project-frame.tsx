import type { cf } from '@tongxin/api-client';
import type { ReactNode } from 'react';
import { EmptyState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { QueryView } from '@tongxin/ui';
import { useProject } from './use-project';
import '../cf.css';

/** A project's sub-page: the frame, a missing id explained, the project's loading and error states. */
export function ProjectFrame({ title, children }: { title: string; children: (project: cf.Project) => ReactNode }) {
  const { id, project } = useProject();
  return (
    <MemberPage title={title}>
      {id ? (
        <QueryView query={project} loading={<LoadingSkeleton rows={4} />}>
          {children}
        </QueryView>
      ) : (
        <EmptyState description="缺少项目参数，无法查看" />
      )}
    </MemberPage>
  );
}
