import { defineModule } from '../../platform/module';
import { homeCalls } from './handlers';
import * as tables from './schema';
import { seedHome } from './seed';

/** The home page of a tenant's community site and its landing pages (special, topics, categories). */
export default defineModule({
  name: 'home',
  tables,
  seed: { run: seedHome },
  calls: homeCalls,
});
