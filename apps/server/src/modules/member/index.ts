import { defineModule } from '../../platform/module';
import { memberCalls } from './handlers';
import * as tables from './schema';
import { seedMember } from './seed';
import { bindMobileCalls } from './bind-mobile';
import { identityCalls } from './identity';
import { passwordCalls } from './password';
import { signUpCalls } from './sign-up';

/**
 * The member: sign-in with mobile + password, sign-up with an SMS code, sign-in by the
 * environment's identity (WeChat, the app, the mini-programs) with a number bound by code, the
 * profile and the service desk.
 */
export default defineModule({
  name: 'member',
  tables,
  seed: { run: seedMember },
  calls: [...memberCalls, ...signUpCalls, ...passwordCalls, ...identityCalls, ...bindMobileCalls],
});
