import { Toast } from 'react-vant';

/** Toast durations of spec §9, in milliseconds. */
export const TOAST_DURATION = { warn: 600, default: 2000 } as const;

/** What a toast call returns: `clear()` closes it early. */
export interface ToastHandle {
  clear(): void;
}

/** Options every toast helper takes besides its message. */
export interface ToastCallOptions {
  /** Called when the toast starts closing (its duration ran out or it was cleared). */
  onClose?: () => void;
  /** Overrides the helper's duration; 0 keeps it open until cleared. */
  duration?: number;
}

function handle(result: { clear: () => void } | null): ToastHandle {
  return { clear: () => result?.clear() };
}

/**
 * The product's toasts over react-vant's Toast (which renders through react-dom into
 * document.body; it works on React 18). `warn` is the 600 ms input warning; the others last
 * 2000 ms.
 *
 * @example toast.warn('手机号码格式不对哦~'); toast.fail('保存失败'); toast.success('保存成功')
 */
export const toast = {
  /** A short plain-text input warning (600 ms). */
  warn(message: string, options: ToastCallOptions = {}): ToastHandle {
    return handle(
      Toast({
        message,
        duration: options.duration ?? TOAST_DURATION.warn,
        onClose: options.onClose,
      }),
    );
  },
  /** A plain-text notice (2000 ms). */
  info(message: string, options: ToastCallOptions = {}): ToastHandle {
    return handle(
      Toast.info({
        message,
        duration: options.duration ?? TOAST_DURATION.default,
        onClose: options.onClose,
      }),
    );
  },
  /** A success notice with its icon (2000 ms). */
  success(message: string, options: ToastCallOptions = {}): ToastHandle {
    return handle(
      Toast.success({
        message,
        duration: options.duration ?? TOAST_DURATION.default,
        onClose: options.onClose,
      }),
    );
  },
  /** A failure notice with its icon (2000 ms): server messages and save/submit failures. */
  fail(message: string, options: ToastCallOptions = {}): ToastHandle {
    return handle(
      Toast.fail({
        message,
        duration: options.duration ?? TOAST_DURATION.default,
        onClose: options.onClose,
      }),
    );
  },
  /** A loading toast that blocks taps and stays until cleared. */
  loading(message = '加载中...', options: ToastCallOptions = {}): ToastHandle {
    return handle(
      Toast.loading({
        message,
        duration: options.duration ?? 0,
        forbidClick: true,
        onClose: options.onClose,
      }),
    );
  },
  /** Closes every open toast. */
  clear(): void {
    Toast.clear();
  },
};
