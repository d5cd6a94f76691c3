import { defineModule } from '../../platform/module';
import { registerWalletAdmin } from './admin';
import { walletConsoleCalls } from './console';
import { walletCalls } from './handlers';
import { mergeWallet } from './merge';
import * as tables from './schema';
import { seedWallet } from './seed';
import { startSettleJob } from './settle-job';

/** The member's wallet: a ledger of commission and withdrawals, payout accounts, the reviewers' API and the settlement job. */
export default defineModule({
  name: 'wallet',
  tables,
  seed: { after: ['member'], run: seedWallet },
  calls: [...walletCalls, ...walletConsoleCalls],
  routes: (ctx) => {
    registerWalletAdmin(ctx);
    startSettleJob(ctx);
  },
  mergeMember: mergeWallet,
});
