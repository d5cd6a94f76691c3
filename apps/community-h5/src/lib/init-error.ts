/**
 * Spec §8: an init error (the visitor's identity could not be established) shows an alert dialog
 * with its message. The dialog's react-vant parts load only then, never on a first screen that
 * went well.
 */
export function showInitError(message: string): Promise<void> {
  return import('./dialogs').then(({ alertDialog }) => alertDialog({ title: '提示', message: message || '初始化失败，请稍后再试' }));
}
