import { relation } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { Poster, QueryView, toast } from '@tongxin/ui';
import { Button } from 'react-vant';
import { MemberPage } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import { ProfileHead, TagCounts } from '../components/profile-head';
import { relationLinks } from '../../../lib/links/relation-links';
import '../relation.css';

/** The relation card to share (relation/card): the member's profile in brief, a poster with its link, and the link to copy. */
export function Component() {
  const mine = useRead(memberScope, relation.mine, {});
  return (
    <MemberPage title="人脉名片">
      <QueryView query={mine} isEmpty={() => false}>
        {(me) => {
          const link = `${window.location.origin}${relationLinks.detail({ id: me.memberId })}`;
          const headline = [me.companies[0]?.name, me.companies[0]?.position].filter(Boolean).join(' · ');
          return (
            <>
              <ProfileHead profile={me} />
              <section className="relation-section" aria-label="名片摘要">
                {headline ? <p>{headline}</p> : null}
                <TagCounts tags={me.tags} />
              </section>
              <Poster poster={{ userImg: me.headImg || undefined, userName: me.nickName, title: headline ? `${me.nickName}｜${headline}` : `${me.nickName}的人脉名片`, dstUrl: link }} alt="人脉名片海报" />
              <div className="relation-actions">
                <Button
                  round
                  type="primary"
                  onClick={() =>
                    void navigator.clipboard?.writeText(link).then(
                      () => toast.success('链接已复制'),
                      () => toast.warn(`请手动复制：${link}`),
                    )
                  }
                >
                  复制链接
                </Button>
              </div>
            </>
          );
        }}
      </QueryView>
    </MemberPage>
  );
}
