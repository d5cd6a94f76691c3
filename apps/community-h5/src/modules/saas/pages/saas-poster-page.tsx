import { saas } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { Poster, QueryView, toast } from '@tongxin/ui';
import { Button } from 'react-vant';
import { LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { homeLinks } from '../../../lib/links/home-links';
import '../saas.css';

/**
 * /app/pay/saasposter: the poster of the organisation's page — its name, its plan, and the QR
 * code of its home page (the shared Poster) — to long-press and save, with the link to copy.
 */
export function Component() {
  const { iid } = useMemberSession();
  const status = useRead(memberScope, saas.status, {});
  return (
    <MemberPage title="机构海报">
      <QueryView query={status} loading={<LoadingSkeleton rows={4} />}>
        {(s) => {
          const link = new URL(homeLinks.index({ iid }), window.location.origin).toString();
          const title = `${s.orgName}${s.plan ? `（${s.plan.title}）` : ''}：一起做志愿，温暖身边人，扫码进入机构主页`;
          return (
            <>
              <section className="saas-plan" aria-label="机构主页海报">
                <Poster poster={{ userName: s.orgName, title, dstUrl: link }} alt={`${s.orgName}主页海报`} width="80%" hint="长按图片可以保存到手机，分享给更多志愿者" />
              </section>
              <section className="saas-plan" aria-label="机构主页链接">
                <p className="saas-link" data-testid="saas-link">
                  {link}
                </p>
                <Button
                  round
                  block
                  onClick={() =>
                    void navigator.clipboard?.writeText(link).then(
                      () => toast.success('链接已复制'),
                      () => toast.info('请长按链接手动复制'),
                    )
                  }
                >
                  复制链接
                </Button>
              </section>
            </>
          );
        }}
      </QueryView>
    </MemberPage>
  );
}
