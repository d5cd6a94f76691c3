import { Picker, Popup } from 'react-vant';

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
}

/** A bottom popup with a cascading react-vant Picker (cancel / title / confirm toolbar). */
export function CascadePopup(props: CascadePopupProps) {
  return (
    <Popup visible={props.visible} position="bottom" round onClose={props.onCancel} destroyOnClose>
      <Picker
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
    </Popup>
  );
}
