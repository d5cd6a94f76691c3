import { defineModule } from '../../platform/module';
import { memberCalls } from './handlers';
import * as tables from './schema';
import { seedMember } from './seed';
import { signUpCalls } from './sign-up';

/** The member: sign-in with mobile + password, sign-up with an SMS code, the profile and the service desk. */
export default defineModule({
  name: 'member',
  tables,
  seed: { run: seedMember },
  calls: [...memberCalls, ...signUpCalls],
});
