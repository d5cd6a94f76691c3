/**
 * @tongxin/ui's toast on its own, for `showToast` to load when there is first something to say.
 */
export { toast } from '@tongxin/ui';
