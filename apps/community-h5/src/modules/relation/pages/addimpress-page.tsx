import { errorMessage, relation } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { toast } from '@tongxin/ui';
import { INPUT_MESSAGES } from '@tongxin/validators';
import type { FormEvent } from 'react';
import { Button } from 'react-vant';
import { useAppNavigate } from '../../../components/app-link';
import { EmptyState, ErrorState, Field, LoadingSkeleton, MemberPage, useDraft } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import { ProfileHead } from '../components/profile-head';
import { useMemberId } from '../components/use-member-id';
import { relationLinks } from '../../../lib/links/relation-links';
import '../relation.css';

/** Tags to pick from; any other of up to 12 characters may be typed. */
export const SUGGESTED_TAGS = ['热心肠', '靠谱', '有耐心', '专业', '幽默', '执行力强', '乐于助人', '组织达人'];

/** Gives a member an impression (relation/addimpress?id): one per visitor, never oneself. */
export function Component() {
  const memberId = useMemberId();
  const profile = useRead(memberScope, relation.profile, { memberId: memberId ?? 0 }, { enabled: memberId !== null });
  const { values, setField, clear } = useDraft(`relation-impress:${memberId ?? 0}`, { tag: '' });
  const add = useWrite(memberScope, relation.addImpression, { invalidates: [relation.impressions, relation.profile] });
  const navigate = useAppNavigate();
  const tag = values.tag.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending || memberId === null) return;
    if (!tag) return void toast.warn(INPUT_MESSAGES.required);
    if (tag.length > relation.IMPRESSION_MAX) return void toast.warn(INPUT_MESSAGES.maxLength(relation.IMPRESSION_MAX));
    add.mutate(
      { memberId, tag },
      {
        onSuccess: () => {
          clear();
          toast.success('印象已添加');
          navigate(relationLinks.impress({ id: memberId }), { replace: true });
        },
        onError: (e) => toast.fail(errorMessage(e)),
      },
    );
  };
  if (memberId === null) return <MemberPage title="添加印象"><EmptyState description="缺少参数，无法添加印象" /></MemberPage>;
  return (
    <MemberPage title="添加印象">
      {profile.isPending ? (
        <LoadingSkeleton rows={2} avatar />
      ) : profile.isError || !profile.data ? (
        <ErrorState error={profile.error} onRetry={profile.refetch} />
      ) : profile.data.isMe ? (
        <EmptyState description="不能给自己添加印象" />
      ) : profile.data.impressedByMe ? (
        <EmptyState description="你已经给TA添加过印象了" />
      ) : (
        <form onSubmit={submit} noValidate>
          <ProfileHead profile={profile.data} />
          <p className="tx-muted">选一个标签，或写下你的印象（每人只能留一次）</p>
          <ul className="relation-tags" aria-label="推荐标签">
            {SUGGESTED_TAGS.map((t) => (
              <li key={t}>
                <button type="button" className="relation-tag relation-tag--pick" aria-pressed={tag === t} onClick={() => setField('tag', t)}>
                  {t}
                </button>
              </li>
            ))}
          </ul>
          <div className="tx-form">
            <Field label="我的印象" value={values.tag} onChange={(v) => setField('tag', v)} maxLength={relation.IMPRESSION_MAX} placeholder={`最多${relation.IMPRESSION_MAX}个字`} />
          </div>
          <Button block round type="primary" nativeType="submit" loading={add.isPending} disabled={add.isPending}>
            提交印象
          </Button>
        </form>
      )}
    </MemberPage>
  );
}
