import { config } from '@tongxin/eslint-config';

export default config({
  react: true,
  boundaries: { root: 'src', modules: 'pages', shared: ['components', 'lib'], shell: 'app' },
});
