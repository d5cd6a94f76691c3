/** @tongxin/ui's dialogs on their own, for `showInitError` to load only when there is one. */
export { alertDialog } from '@tongxin/ui';
