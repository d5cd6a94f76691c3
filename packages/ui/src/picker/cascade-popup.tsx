import { useCallback, useRef, type CSSProperties } from 'react';
import { Loading, Picker, Popup } from 'react-vant';

/** One option of a cascading picker column. */
export interface CascadeOption {
  text: string;
  value: string;
  children?: CascadeOption[];
}

/** Props of CascadePopup. */
export interface CascadePopupProps {
  visible: boolean;
  title?: string;
  options: CascadeOption[];
  /** The selected value of each column. */
  value: string[];
  onChange: (value: string[]) => void;
  onConfirm: (value: string[]) => void;
  onCancel: () => void;
  loading?: boolean;
  /**
   * A failure to show instead of the spinner (no options yet) or above the columns (some
   * options loaded, a part failed), with a 重试 button that calls `onRetry`.
   */
  error?: { message: string; onRetry: () => void };
  /**
   * Changing it mounts a fresh picker on the current value. react-vant's Picker copies its value
   * into state and, when options and value change together, may report its own default choice
   * a moment later; a fresh mount starts from the value given.
   */
  pickerKey?: string | number;
}

/**
 * react-vant renders each picker column as a <ul> of <li role="button">, which is not a list to
 * assistive technology (axe "list", serious). The returned callback ref marks every <ul> under
 * its element presentational, now and whenever columns are added; the options stay buttons.
 */
export function usePickerListFix(): (node: HTMLDivElement | null) => void {
  const observer = useRef<MutationObserver | null>(null);
  return useCallback((node: HTMLDivElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!node) return;
    const fix = () =>
      node.querySelectorAll('ul:not([role])').forEach((ul) => ul.setAttribute('role', 'none'));
    fix();
    if (typeof MutationObserver === 'function') {
      observer.current = new MutationObserver(fix);
      observer.current.observe(node, { childList: true, subtree: true });
    }
  }, []);
}

const retryButton: CSSProperties = {
  minHeight: 32,
  padding: '0 16px',
  border: '1px solid #0b6bcb',
  borderRadius: 16,
  background: '#fff',
  color: '#0b6bcb',
  font: 'inherit',
  fontSize: 14,
};

/** A bottom popup with a cascading react-vant Picker (cancel / title / confirm toolbar). */
export function CascadePopup(props: CascadePopupProps) {
  const box = usePickerListFix();
  const { error } = props;
  return (
    <Popup visible={props.visible} position="bottom" round onClose={props.onCancel} destroyOnClose>
      <div ref={box}>
        {props.options.length === 0 && error ? (
          // Nothing to pick from: say why and offer a retry (and a way out) instead of a spinner
          // that would never stop.
          <div
            role="alert"
            style={{
              height: 264,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 16,
              color: '#646566',
              fontSize: 14,
            }}
          >
            <p style={{ margin: 0 }}>{error.message}</p>
            <div style={{ display: 'flex', gap: 12 }}>
              <button
                type="button"
                style={{ ...retryButton, borderColor: '#dcdee0', color: '#323233' }}
                onClick={props.onCancel}
              >
                取消
              </button>
              <button type="button" style={retryButton} onClick={error.onRetry}>
                重试
              </button>
            </div>
          </div>
        ) : props.options.length === 0 ? (
          // No columns yet: the picker mounts once there is data, on the value it should show.
          <div
            role="status"
            style={{
              height: 264,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              color: '#969799',
            }}
          >
            <Loading size={20}>加载中…</Loading>
          </div>
        ) : (
          <>
            {error && (
              <div
                role="alert"
                style={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 8,
                  padding: '8px 16px',
                  background: '#fff7f7',
                  color: 'var(--tx-theme, #c8161d)',
                  fontSize: 14,
                }}
              >
                <span>{error.message}</span>
                <button type="button" style={retryButton} onClick={error.onRetry}>
                  重试
                </button>
              </div>
            )}
            <Picker
              key={props.pickerKey}
              title={props.title}
              columns={props.options}
              value={props.value}
              placeholder={false}
              loading={props.loading}
              confirmButtonText="确认"
              cancelButtonText="取消"
              onChange={(v: string[]) => props.onChange(v)}
              onConfirm={(v: string[]) => props.onConfirm(v)}
              onCancel={props.onCancel}
            />
          </>
        )}
      </div>
    </Popup>
  );
}
