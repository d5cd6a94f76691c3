/**
 * Shows a toast, loading @tongxin/ui's toast (react-vant's Toast and Popup) the first time: the
 * popup's claim says 领取成功 or the server's message, and those parts need not ride on the first
 * screen for that (ARCHITECTURE §7).
 */
export function showToast(kind: 'success' | 'fail' | 'info', message: string): Promise<void> {
  return import('./toast').then(({ toast }) => {
    toast[kind](message);
  });
}
