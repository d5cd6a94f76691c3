import { config } from '@tongxin/eslint-config';

export default config();
