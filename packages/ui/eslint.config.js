import { config, noApps, noWorkspace } from '@tongxin/eslint-config';

export default config({ react: true, restrictedImports: [noApps] });
