import { PageLayout } from '@tongxin/ui';
import type { ReactNode } from 'react';
import '../mall.css';

/** The frame of the mall's pages: the app's one page frame (back, centred title, side slot), edge to edge, with an optional foot bar. */
export function MallPage({ title, children, side, footer }: { title: string; children: ReactNode; side?: ReactNode; footer?: ReactNode }) {
  return (
    <div className="mall-page">
      <PageLayout title={title} side={side} footer={footer} flush>
        {children}
      </PageLayout>
    </div>
  );
}
