import dayjs from 'dayjs';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { Button, DatetimePicker, Field, Popup } from 'react-vant';
import { CascadePopup, usePickerListFix, type CascadeOption } from '../picker/cascade-popup';
import { RegionPicker } from '../region/region-picker';
import type { RegionSource } from '../region/region-tree';
import { ImageUploader, PLACEHOLDER_TEXT, type UploadFn } from '../upload/image-uploader';
import { COMPONENT_TYPE, flag, type FormComponent } from './types';
import {
  formatImageList,
  formatPickerValue,
  imageListMax,
  parseImageList,
  parsePickerOptions,
  parsePickerValue,
} from './values';

/** What every field gets from the renderer. */
export interface FormFieldProps {
  component: FormComponent;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Type 5: sends one image, resolves its URL (api-client's uploadImage). */
  upload?: UploadFn;
  /** Type 6: opens the app's photo guide for this component. */
  onOpenPhotoFlow?: (component: FormComponent) => void;
  /** Type 4: region data; default @tongxin/region-data, loaded lazily. */
  regionSource?: RegionSource | (() => Promise<RegionSource>);
  /** Type 7: selectable range. Default 1920-01-01 to ten years from now. */
  dateRange?: { min: Date; max: Date };
}

const control: CSSProperties = {
  width: '100%',
  border: 0,
  padding: 0,
  background: 'transparent',
  font: 'inherit',
  color: 'inherit',
};
/**
 * A picker row's placeholder (请选择…): #646566 on white is 5.9:1 (WCAG AA), as the image tiles'
 * placeholders; react-vant's #c8c9cc was 1.7:1.
 */
const placeholderColor = '#646566';

/**
 * iOS WeChat can leave a blank band under the page after the keyboard closes; scrolling to the
 * current position once the blur settles makes the webview repaint its layout. The returned
 * handler goes on an input's onBlur; a pending scroll is dropped when the input unmounts (a blur
 * from a submit that leaves the page must not run on the next one).
 */
export function useScrollBackOnBlur(): () => void {
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(
      () => window.scrollTo(0, document.documentElement.scrollTop || document.body.scrollTop),
      100,
    );
  }, []);
}

function Label(props: { id: string; htmlFor?: string; name: string; required: boolean }) {
  const body = (
    <>
      {props.required && (
        <span aria-hidden="true" style={{ color: '#ee0a24', marginRight: 2 }}>
          *
        </span>
      )}
      {props.name}
    </>
  );
  return props.htmlFor ? (
    <label id={props.id} htmlFor={props.htmlFor}>
      {body}
    </label>
  ) : (
    <span id={props.id}>{body}</span>
  );
}

// Not react-vant's isLink: it turns the whole cell into role="button", and a button inside a
// button is an accessibility error. The chevron is drawn here instead.
const chevron = (
  <span aria-hidden="true" style={{ color: '#969799', fontSize: 18 }}>
    ›
  </span>
);

function Row(props: {
  component: FormComponent;
  label: ReactNode;
  children: ReactNode;
  isLink?: boolean;
}) {
  return (
    <div data-component-id={props.component.id} data-component-type={props.component.type}>
      <Field label={props.label} rightIcon={props.isLink ? chevron : undefined}>
        {props.children}
      </Field>
    </div>
  );
}

const placeholderOf = (c: FormComponent, verb: string) => c.placeholder || `${verb}${c.name}`;

function TextInput(props: FormFieldProps) {
  const { component: c } = props;
  const id = useId();
  const required = flag(c.must);
  const multiline = c.type === COMPONENT_TYPE.textarea;
  const scrollBackOnBlur = useScrollBackOnBlur();
  const common = {
    id,
    value: props.value,
    disabled: props.disabled,
    placeholder: placeholderOf(c, '请输入'),
    'aria-required': required,
    className: 'rv-input__control',
    style: control,
    onBlur: scrollBackOnBlur,
  };
  return (
    <Row
      component={c}
      label={<Label id={`${id}-l`} htmlFor={id} name={c.name} required={required} />}
    >
      <div className="rv-input">
        {multiline ? (
          <textarea
            {...common}
            rows={3}
            style={{ ...control, resize: 'none' }}
            onChange={(e) => props.onChange(e.target.value)}
          />
        ) : c.type === COMPONENT_TYPE.number ? (
          <input
            {...common}
            type="text"
            inputMode="decimal"
            // Minimum 0: only digits and one decimal point get through, so no sign can be typed.
            onChange={(e) => props.onChange(sanitizeNumber(e.target.value))}
          />
        ) : (
          <input {...common} type="text" onChange={(e) => props.onChange(e.target.value)} />
        )}
      </div>
    </Row>
  );
}

/** Keeps digits and the first decimal point: the number component's minimum is 0 (spec §9). */
export function sanitizeNumber(text: string): string {
  const kept = text.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  return dot < 0 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, '');
}

/** A read-only row that opens a popup: the button is named by the label and shows the value. */
function PickerRow(props: FormFieldProps & { display: string; onOpen: () => void; verb?: string }) {
  const { component: c } = props;
  const id = useId();
  const required = flag(c.must);
  return (
    <Row
      component={c}
      isLink={!props.disabled}
      label={<Label id={`${id}-l`} htmlFor={id} name={c.name} required={required} />}
    >
      <button
        id={id}
        type="button"
        aria-haspopup="dialog"
        disabled={props.disabled}
        onClick={props.onOpen}
        style={{
          ...control,
          textAlign: 'left',
          color: props.display ? undefined : placeholderColor,
        }}
      >
        {props.display || placeholderOf(c, props.verb ?? '请选择')}
      </button>
    </Row>
  );
}

function TwoLevelPicker(props: FormFieldProps) {
  const [open, setOpen] = useState(false);
  const groups = useMemo(
    () => parsePickerOptions(props.component.content),
    [props.component.content],
  );
  const options: CascadeOption[] = useMemo(
    () =>
      groups.map((g) => ({
        text: g.key,
        value: g.key,
        ...(g.value.length > 0 ? { children: g.value.map((v) => ({ text: v, value: v })) } : {}),
      })),
    [groups],
  );
  const [draft, setDraft] = useState<string[]>([]);
  const openPicker = () => {
    const { key, value } = parsePickerValue(props.value);
    const group = groups.find((g) => g.key === key) ?? groups[0];
    if (!group) return;
    const second = group.value.includes(value) ? value : group.value[0];
    setDraft(second === undefined ? [group.key] : [group.key, second]);
    setOpen(true);
  };
  return (
    <>
      <PickerRow {...props} display={props.value} onOpen={openPicker} />
      <CascadePopup
        visible={open}
        title={props.component.name}
        options={options}
        value={draft}
        onChange={setDraft}
        onCancel={() => setOpen(false)}
        onConfirm={(v) => {
          setOpen(false);
          const [key, value] = v;
          if (key !== undefined) props.onChange(formatPickerValue(key, value));
        }}
      />
    </>
  );
}

function AddressPicker(props: FormFieldProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <PickerRow {...props} display={props.value} onOpen={() => setOpen(true)} />
      <RegionPicker
        visible={open}
        value={props.value}
        title={props.component.name}
        source={props.regionSource}
        onCancel={() => setOpen(false)}
        onConfirm={(v) => {
          setOpen(false);
          props.onChange(v);
        }}
      />
    </>
  );
}

/** The earliest birth date a form offers by default, and how far ahead dates go. */
const DEFAULT_MIN_DATE = new Date(1920, 0, 1);
const DEFAULT_YEARS_AHEAD = 10;

function DatePicker(props: FormFieldProps) {
  /*
   * react-vant's DatetimePicker resets what the user has turned to whenever its value, minDate or
   * maxDate prop changes identity, so each is fixed while the picker is open: a re-render of the
   * form (a draft saved, a refetch) must not put the columns back to the stored date or today.
   */
  const [open, setOpen] = useState(false);
  const [start, setStart] = useState(() => new Date());
  const minTime = props.dateRange?.min?.getTime();
  const maxTime = props.dateRange?.max?.getTime();
  const [min, max] = useMemo(
    () => [
      minTime === undefined ? DEFAULT_MIN_DATE : new Date(minTime),
      maxTime === undefined
        ? dayjs().add(DEFAULT_YEARS_AHEAD, 'year').endOf('year').toDate()
        : new Date(maxTime),
    ],
    [minTime, maxTime],
  );
  const box = usePickerListFix();
  const openPicker = () => {
    const stored = props.value ? dayjs(props.value) : null;
    setStart(stored?.isValid() ? stored.toDate() : new Date());
    setOpen(true);
  };
  return (
    <>
      <PickerRow {...props} display={props.value} onOpen={openPicker} />
      <Popup visible={open} position="bottom" round onClose={() => setOpen(false)} destroyOnClose>
        <div ref={box}>
          <DatetimePicker
            type="date"
            title={props.component.name}
            minDate={min}
            maxDate={max}
            value={start}
            confirmButtonText="确认"
            cancelButtonText="取消"
            onCancel={() => setOpen(false)}
            onConfirm={(d: Date) => {
              setOpen(false);
              props.onChange(dayjs(d).format('YYYY-MM-DD'));
            }}
          />
        </div>
      </Popup>
    </>
  );
}

function ImageList(props: FormFieldProps) {
  const { component: c } = props;
  const id = useId();
  const urls = useMemo(() => parseImageList(props.value), [props.value]);
  if (!props.upload)
    throw new Error(`FormRenderer needs an upload function for image component ${c.id}`);
  return (
    <Row component={c} label={<Label id={`${id}-l`} name={c.name} required={flag(c.must)} />}>
      <div role="group" aria-labelledby={`${id}-l`}>
        <ImageUploader
          value={urls}
          onChange={(next) => props.onChange(formatImageList(next))}
          upload={props.upload}
          max={imageListMax(c)}
          disabled={props.disabled}
          label={`${c.name} 上传图片`}
        />
      </div>
    </Row>
  );
}

function Photo(props: FormFieldProps) {
  const { component: c } = props;
  const id = useId();
  return (
    <Row component={c} label={<Label id={`${id}-l`} name={c.name} required={flag(c.must)} />}>
      <div
        role="group"
        aria-labelledby={`${id}-l`}
        style={{ display: 'flex', alignItems: 'flex-end', gap: 12 }}
      >
        <div
          style={{
            width: 90,
            aspectRatio: '3 / 4',
            background: '#f7f8fa',
            borderRadius: 4,
            overflow: 'hidden',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            // 未上传 / the component's placeholder at 12 px needs 4.5:1 on the grey (#969799 was 2.7:1).
            color: PLACEHOLDER_TEXT,
            fontSize: 12,
          }}
        >
          {props.value ? (
            <img
              src={props.value}
              alt={c.name}
              style={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            c.placeholder || '未上传'
          )}
        </div>
        {!props.disabled && (
          <Button size="small" type="primary" plain onClick={() => props.onOpenPhotoFlow?.(c)}>
            {/* With a photo the flow opens its preview (a passed photo is final), so the
                button says what it does. */}
            {props.value ? '查看照片' : '拍摄照片'}
          </Button>
        )}
      </div>
    </Row>
  );
}

/**
 * One form component by its type (spec §3). Unknown types render as single-line text so a new
 * type on the server never blanks the page.
 */
export function FormField(props: FormFieldProps) {
  switch (props.component.type) {
    case COMPONENT_TYPE.picker:
      return <TwoLevelPicker {...props} />;
    case COMPONENT_TYPE.address:
      return <AddressPicker {...props} />;
    case COMPONENT_TYPE.imageList:
      return <ImageList {...props} />;
    case COMPONENT_TYPE.photo:
      return <Photo {...props} />;
    case COMPONENT_TYPE.date:
      return <DatePicker {...props} />;
    default:
      return <TextInput {...props} />;
  }
}
