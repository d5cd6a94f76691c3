import {
  COMPONENT_TYPE,
  flag,
  formatImageList,
  formatPickerValue,
  ImageUploader,
  imageListMax,
  parseImageList,
  parsePickerOptions,
  parsePickerValue,
  RegionPicker,
  toast,
  type FormComponent,
  type UploadFn,
} from '@tongxin/ui';
import { useId, useState, type ReactNode } from 'react';
import { safeImageUrl } from '../../lib/safe-url';
import styles from './form-fields.module.css';

export interface FieldProps {
  component: FormComponent;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  upload: UploadFn;
  /** Type 6: opens the photo flow (guide, or the preview when a checked photo is there). */
  onPhoto: (component: FormComponent, value: string) => void;
}

function Row({ component, htmlFor, children, labelId }: { component: FormComponent; htmlFor?: string; labelId?: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <div className={styles.label}>
        {/* Outside the label, so the field's name is exactly the component's name. */}
        {flag(component.must) && (
          <span className={styles.must} aria-hidden="true">
            *
          </span>
        )}
        <label htmlFor={htmlFor} id={labelId}>
          {component.name}
        </label>
      </div>
      <div className={styles.control}>{children}</div>
    </div>
  );
}

/** One component of spec §3 by its type; every value is text in @tongxin/ui's stored formats. */
export function FormField(props: FieldProps) {
  const { component, value, onChange, disabled } = props;
  const id = useId();
  const placeholder = component.placeholder || `请输入${component.name}`;
  switch (component.type) {
    case COMPONENT_TYPE.textarea:
      return (
        <Row component={component} htmlFor={id}>
          <textarea id={id} className={styles.textarea} rows={3} value={value} placeholder={placeholder} disabled={disabled} required={flag(component.must)} onChange={(e) => onChange(e.target.value)} />
        </Row>
      );
    case COMPONENT_TYPE.number:
      return (
        <Row component={component} htmlFor={id}>
          <input
            id={id}
            className={styles.input}
            type="number"
            inputMode="decimal"
            min={0}
            value={value}
            placeholder={placeholder}
            disabled={disabled}
            onChange={(e) => {
              const next = e.target.value;
              // Spec §3: numbers are at least 0.
              if (next !== '' && Number(next) < 0) {
                toast.warn(`${component.name}不能小于0`);
                return;
              }
              onChange(next);
            }}
          />
        </Row>
      );
    case COMPONENT_TYPE.picker:
      return <PickerField {...props} id={id} />;
    case COMPONENT_TYPE.address:
      return <AddressField {...props} id={id} />;
    case COMPONENT_TYPE.imageList:
      return (
        <Row component={component} labelId={id}>
          <ImageUploader
            value={parseImageList(value)}
            onChange={(urls) => onChange(formatImageList(urls))}
            upload={props.upload}
            max={imageListMax(component)}
            disabled={disabled}
            label={`上传${component.name}`}
          />
        </Row>
      );
    case COMPONENT_TYPE.photo: {
      const photo = value ? safeImageUrl(value) : null;
      return (
        <Row component={component} labelId={id}>
          {photo && <img className={styles.photo} src={photo} alt={component.name} width={90} height={120} />}
          {!disabled && (
            <button type="button" className={styles.pick} aria-describedby={id} onClick={() => props.onPhoto(component, value)}>
              {photo ? '查看照片' : '拍摄照片'}
            </button>
          )}
        </Row>
      );
    }
    case COMPONENT_TYPE.date:
      return (
        <Row component={component} htmlFor={id}>
          <input id={id} className={styles.input} type="date" value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)} />
        </Row>
      );
    default:
      return (
        <Row component={component} htmlFor={id}>
          <input id={id} className={styles.input} type="text" value={value} placeholder={placeholder} disabled={disabled} onChange={(e) => onChange(e.target.value)} />
        </Row>
      );
  }
}

/** Type 3: the first column is the key, the second its values (spec §9: two columns). */
function PickerField({ component, value, onChange, disabled, id }: FieldProps & { id: string }) {
  const groups = parsePickerOptions(component.content);
  const { key, value: second } = parsePickerValue(value);
  const options = groups.find((g) => g.key === key)?.value ?? [];
  return (
    <Row component={component} htmlFor={id}>
      <select id={id} className={styles.select} value={key} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
        <option value="">{component.placeholder || '请选择'}</option>
        {groups.map((g) => (
          <option key={g.key} value={g.key}>
            {g.key}
          </option>
        ))}
      </select>
      {options.length > 0 && (
        <select
          className={styles.select}
          aria-label={`${component.name}（细分）`}
          value={second}
          disabled={disabled}
          onChange={(e) => onChange(formatPickerValue(key, e.target.value))}
        >
          <option value="">请选择</option>
          {options.map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </select>
      )}
    </Row>
  );
}

/** Type 4: the region picker; the value is the names joined by '/'. */
function AddressField({ component, value, onChange, disabled, id }: FieldProps & { id: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Row component={component} labelId={id}>
      <button type="button" className={styles.pick} aria-labelledby={`${id} ${id}-value`} disabled={disabled} onClick={() => setOpen(true)}>
        <span id={`${id}-value`}>{value || component.placeholder || '请选择地区'}</span>
      </button>
      <RegionPicker
        visible={open}
        value={value}
        title={component.name}
        onCancel={() => setOpen(false)}
        onConfirm={(next) => {
          setOpen(false);
          onChange(next);
        }}
      />
    </Row>
  );
}
