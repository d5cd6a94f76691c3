import { sport } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { AppLink } from '../../../components/app-link';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import { CertificateImage } from '../step-certificate';
import '../sport.css';

/**
 * /app/step/cer: the step challenge's certificate once its target is reached (the server sums the
 * member's reported days), drawn as an image to long-press and save; before that, how to get there.
 */
export function Component() {
  const cert = useRead(memberScope, sport.stepCertificate, {});
  const notReached = (cert.error as { code?: number } | null)?.code === sport.stepCertificate.errors.notReached.code;
  return (
    <MemberPage title="挑战证书">
      {cert.isPending ? (
        <LoadingSkeleton rows={6} label="证书生成中" />
      ) : notReached ? (
        <EmptyState description={sport.stepCertificate.errors.notReached.msg}>
          <AppLink to="/app/step/count">去同步步数</AppLink>
        </EmptyState>
      ) : cert.isError ? (
        <ErrorState error={cert.error} onRetry={cert.refetch} />
      ) : (
        <>
          <CertificateImage cert={cert.data} />
          <p className="sport-meta sport-links">长按图片保存到手机</p>
          <div className="sport-bar">
            <AppLink to="/app/step/cerphoto">生成带照片的证书</AppLink>
            <AppLink to="/app/step/rank">排行榜</AppLink>
          </div>
        </>
      )}
    </MemberPage>
  );
}
