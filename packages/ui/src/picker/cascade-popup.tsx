import { useCallback, useRef } from 'react';
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

/** A bottom popup with a cascading react-vant Picker (cancel / title / confirm toolbar). */
export function CascadePopup(props: CascadePopupProps) {
  const box = usePickerListFix();
  return (
    <Popup visible={props.visible} position="bottom" round onClose={props.onCancel} destroyOnClose>
      <div ref={box}>
        {props.options.length === 0 ? (
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
        )}
      </div>
    </Popup>
  );
}
