import { defineModule } from '../../platform/module';
import { inviteCalls } from './handlers';
import { mergeInvites } from './merge';
import * as tables from './schema';

/**
 * Sub-accounts and invitations (spec §7 cmgoods): single-use invite codes, the members
 * bound with them, and the inviter's point rewards.
 */
export default defineModule({
  name: 'invite',
  tables,
  mergeMember: mergeInvites,
  calls: inviteCalls,
});
