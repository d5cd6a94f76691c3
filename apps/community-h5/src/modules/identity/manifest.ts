import { defineManifest } from '../../lib/manifest';
import { paths } from '../../lib/links';

/**
 * The member's identity (issue 11): binding a mobile number to a member who came by WeChat or the
 * app (spec §2 account/fillinfo; §7 /v1/users/bindmobile/send/h5 and /v1/users/mobile/bind/h5).
 */
export default defineManifest({
  name: 'identity',
  routes: [{ path: '/app/account/fillinfo', page: () => import('./pages/bind-mobile-page'), auth: 'member' }],
  links: { fillinfo: paths.fillinfo },
});
