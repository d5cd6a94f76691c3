import { themeCss, type Look } from './look';

/**
 * The tenant's theme colour over the app's default (global.css): a style element after the
 * stylesheets, so its `html:root` rule wins; rendered on the server too, so a landing page is in
 * the tenant's colour from its first paint.
 */
export function ThemeStyle({ look }: { look: Look | undefined }) {
  const css = look ? themeCss(look.themeColor) : '';
  return css ? <style data-tx-theme="">{css}</style> : null;
}
