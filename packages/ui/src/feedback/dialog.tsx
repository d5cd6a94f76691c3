import { useEffect, useRef, type ReactNode } from 'react';
import { Dialog } from 'react-vant';

/** Delay before a dialog's input takes focus (spec §9): focusing during the opening animation makes iOS jump. */
export const DIALOG_FOCUS_DELAY = 300;

/** Options of the alert and confirm helpers. */
export interface DialogOptions {
  title?: string;
  message: ReactNode;
  confirmButtonText?: string;
  cancelButtonText?: string;
}

/**
 * An alert dialog with one button; resolves when it is dismissed.
 *
 * @example await alertDialog({ title: 'error', message: 'parameter error' }); navigate(-1);
 */
export async function alertDialog(options: DialogOptions): Promise<void> {
  await Dialog.alert({
    title: options.title,
    message: options.message,
    confirmButtonText: options.confirmButtonText ?? '确定',
  });
}

/**
 * A confirm dialog; resolves true on confirm and false on cancel (react-vant rejects on cancel).
 *
 * @example if (await confirmDialog({ message: 'confirm correct and submit?' })) submit();
 */
export function confirmDialog(options: DialogOptions): Promise<boolean> {
  return Dialog.confirm({
    title: options.title,
    message: options.message,
    confirmButtonText: options.confirmButtonText ?? '确定',
    cancelButtonText: options.cancelButtonText ?? '取消',
  }).then(
    () => true,
    () => false,
  );
}

/** Options of the prompt helper. */
export interface PromptOptions {
  title?: string;
  placeholder?: string;
  defaultValue?: string;
  /** Accessible name of the input; defaults to the title or placeholder. */
  label?: string;
  confirmButtonText?: string;
  cancelButtonText?: string;
  /** Input type, e.g. 'text', 'tel', 'number'. */
  type?: string;
  maxLength?: number;
}

function PromptInput(props: PromptOptions & { onInput: (value: string) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => ref.current?.focus(), DIALOG_FOCUS_DELAY);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <input
      ref={ref}
      aria-label={props.label ?? props.title ?? props.placeholder ?? '输入'}
      className="rv-field__control"
      style={{
        width: '100%',
        boxSizing: 'border-box',
        padding: '8px 12px',
        border: '1px solid #ebedf0',
        borderRadius: 4,
      }}
      type={props.type ?? 'text'}
      placeholder={props.placeholder}
      defaultValue={props.defaultValue}
      maxLength={props.maxLength}
      onChange={(e) => props.onInput(e.target.value)}
    />
  );
}

/**
 * A dialog with one text input, focused 300 ms after it opens. Resolves the typed text on
 * confirm, or null on cancel.
 *
 * @example const remark = await promptDialog({ title: '备注', placeholder: '请输入备注' });
 */
export function promptDialog(options: PromptOptions): Promise<string | null> {
  let value = options.defaultValue ?? '';
  return new Promise((resolve) => {
    Dialog.show({
      title: options.title,
      showCancelButton: true,
      confirmButtonText: options.confirmButtonText ?? '确定',
      cancelButtonText: options.cancelButtonText ?? '取消',
      message: <PromptInput {...options} onInput={(v) => (value = v)} />,
      onConfirm: () => resolve(value),
      onCancel: () => resolve(null),
    });
  });
}
