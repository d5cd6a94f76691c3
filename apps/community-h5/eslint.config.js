import { config } from '@tongxin/eslint-config';

export default config({
  react: true,
  boundaries: { root: 'src', modules: 'modules', shared: ['components', 'lib'], shell: 'app' },
});
