import { config, noApps, noWorkspace } from '@tongxin/eslint-config';

export default config({ restrictedImports: [noApps, noWorkspace] });
