import { AppLink } from '../../../components/app-link';
import { MemberPage } from '../../../components/member-kit';
import { CertificateGate, CertificateImage } from '../step-certificate';
import { sportLinks } from '../../../lib/links/sport-links';
import '../sport.css';

/**
 * /app/step/cer: the step challenge's certificate once its target is reached (the server sums the
 * member's reported days), drawn as an image to long-press and save; before that, how to get there.
 */
export function Component() {
  return (
    <MemberPage title="挑战证书">
      <CertificateGate>
        {(cert) => (
          <>
            <CertificateImage cert={cert} />
            <p className="sport-meta sport-links">长按图片保存到手机</p>
            <div className="sport-bar">
              <AppLink to={sportLinks.certificatePhoto()}>生成带照片的证书</AppLink>
              <AppLink to={sportLinks.stepRank()}>排行榜</AppLink>
            </div>
          </>
        )}
      </CertificateGate>
    </MemberPage>
  );
}
