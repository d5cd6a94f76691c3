import { university } from '@tongxin/api-client';
import { useWrite } from '@tongxin/api-client/react';
import { confirmDialog, PageLayout, toast } from '@tongxin/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from 'react-vant';
import { routeTo } from '../../lib/route-names';
import { useRequiredQuery } from '../../components/param-guard';
import { RequireLogin } from '../../components/require-login';
import { mergeDraft } from '../../lib/draft';
import { MSG } from '../../lib/messages';
import { applicantScope, failureText } from '../../lib/query';
import { safeImageUrl } from '../../lib/safe-url';
import type { Credentials } from '../../lib/session';
import styles from './photo-pages.module.css';

interface FaceFailure {
  name: string;
  idCode: string;
  msg: string;
}

/** The face-check page (spec §2): the sample, the applicant's photo, submit; on failure the result rows and retake. */
export function Component() {
  const query = useRequiredQuery(['imgurl', 'comId', 'groupId']);
  if (!query) return null;
  return (
    <RequireLogin>
      {(credentials) => (
        <PhotoForm
          credentials={credentials}
          imgurl={query.imgurl}
          comId={query.comId}
          groupId={query.groupId}
        />
      )}
    </RequireLogin>
  );
}

function PhotoForm({
  credentials,
  imgurl,
  comId,
  groupId,
}: {
  credentials: Credentials;
  imgurl: string;
  comId: string;
  groupId: string;
}) {
  const navigate = useNavigate();
  const check = useWrite(applicantScope, university.faceDetection);
  const [passed, setPassed] = useState(false);
  const busy = check.isPending || passed;
  const [failure, setFailure] = useState<FaceFailure | null>(null);
  const photo = safeImageUrl(imgurl);

  async function onSubmit() {
    if (busy || !photo) return;
    if (!(await confirmDialog({ message: MSG.faceConfirm }))) return;
    try {
      const result = await check.mutateAsync({ regId: credentials.regId, imgPath: photo });
      if (result.succ) {
        setPassed(true);
        // The form reads its draft first, so the URL is there even if the form is reloaded.
        mergeDraft({ rid: credentials.rid, regId: credentials.regId, groupId }, { [comId]: photo });
        toast.success('人脸核验通过');
        navigate(routeTo('UniversityApplyForm', { id: groupId, comId, value: photo }), {
          replace: true,
        });
        return;
      }
      setFailure({ name: result.name, idCode: result.idCode, msg: result.msg });
    } catch (error) {
      toast.fail(failureText(error, '人脸核验失败'));
    }
  }

  return (
    <PageLayout bare title="人脸核验">
      <div className={styles.pair}>
        <figure>
          <img
            src={`${import.meta.env.BASE_URL}photo-sample.svg`}
            alt="示例照片"
            width={150}
            height={200}
          />
          <figcaption>示例照片</figcaption>
        </figure>
        <figure>
          {photo ? (
            <img src={photo} alt="您的照片" width={150} height={200} />
          ) : (
            <div className={styles.missing}>照片地址无效</div>
          )}
          <figcaption>您的照片</figcaption>
        </figure>
      </div>
      {failure && (
        <section className="tx-card" role="alert" aria-label="核验结果">
          <h2 className={styles.failTitle}>核验未通过</h2>
          <dl className={styles.rows}>
            <dt>姓名</dt>
            <dd>{failure.name || '—'}</dd>
            <dt>身份证号</dt>
            <dd>{failure.idCode || '—'}</dd>
            <dt>人脸识别结果</dt>
            <dd>{failure.msg || '未通过'}</dd>
          </dl>
        </section>
      )}
      <div className="tx-actions tx-actions--fixed">
        {failure ? (
          <Button
            type="primary"
            block
            round
            onClick={() =>
              navigate(routeTo('UniversityPhotoGuide', { comId, groupId }), { replace: true })
            }
          >
            重新拍摄
          </Button>
        ) : (
          <Button
            type="primary"
            block
            round
            loading={busy}
            loadingText="请稍候…"
            disabled={busy || !photo}
            onClick={() => void onSubmit()}
          >
            提交
          </Button>
        )}
      </div>
    </PageLayout>
  );
}
