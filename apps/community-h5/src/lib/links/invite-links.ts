import { route } from './route';

/** Sub-accounts and invitations (spec §2 account/subaccount, account/invitation, invitation group). */
export const inviteLinks = {
  subaccount: route('/app/account/subaccount'),
  invitationAccount: route('/app/account/invitation-account'),
  invitation: route('/app/account/invitation'),
  bind: route('/app/invitation/bind?code?&iid?'),
  gifts: route('/app/invitation/gifts'),
  actseller: route('/app/invitation/actseller/:iid?code?'),
};
