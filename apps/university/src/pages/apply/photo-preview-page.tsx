import { PageLayout } from '@tongxin/ui';
import { useNavigate } from 'react-router-dom';
import { Button } from 'react-vant';
import { routeTo } from '../../lib/route-names';
import { useRequiredQuery } from '../../components/param-guard';
import { safeImageUrl } from '../../lib/safe-url';
import styles from './photo-pages.module.css';

/** The photo preview (spec §2): the photo passed review and can be submitted only once. */
export function Component() {
  const query = useRequiredQuery(['comId', 'groupId', 'imgurl']);
  const navigate = useNavigate();
  if (!query) return null;
  const photo = safeImageUrl(query.imgurl);
  return (
    <PageLayout bare title="照片预览">
      <section className="tx-card">
        <p className={styles.passed}>照片已通过审核</p>
        <p className="tx-muted">照片仅可提交一次，提交后不能更换。</p>
      </section>
      <div className={styles.single}>
        {photo ? (
          <img src={photo} alt="已通过审核的照片" width={240} height={320} />
        ) : (
          <div className={styles.missing}>照片地址无效</div>
        )}
      </div>
      <div className="tx-actions tx-actions--fixed">
        <Button
          type="primary"
          block
          round
          onClick={() =>
            navigate(routeTo('UniversityApplyForm', { id: query.groupId }), { replace: true })
          }
        >
          返回表单
        </Button>
      </div>
    </PageLayout>
  );
}
