import { useEffect, useMemo, useRef, useState } from 'react';
import { CascadePopup } from '../picker/cascade-popup';
import {
  REGION_LOADING,
  buildRegionTree,
  codesForNames,
  formatRegionValue,
  namesForCodes,
  parseRegionValue,
  type RegionEntry,
  type RegionSource,
} from './region-tree';

/**
 * The default source: @tongxin/region-data, imported on first use so even its province and city
 * list stays off the first screen; its districts then load per province.
 */
export async function loadDefaultRegionSource(): Promise<RegionSource> {
  const { regions, loadDistricts } = await import('@tongxin/region-data');
  return { regions, loadDistricts };
}

/** Props of RegionPicker. */
export interface RegionPickerProps {
  visible: boolean;
  /** The stored address: names joined by '/'. */
  value?: string;
  /** Called with the stored form ('广东省/深圳市/南山区'; '--' left out) and the names. */
  onConfirm: (value: string, names: string[]) => void;
  onCancel: () => void;
  title?: string;
  /** The data; default @tongxin/region-data loaded lazily. A function is called once per mount. */
  source?: RegionSource | (() => Promise<RegionSource>);
}

/**
 * A three-column province / city / district picker in a bottom popup. Districts of a province
 * load when it is first selected. A city whose only child is the dataset's '--' placeholder (or
 * a Hong Kong / Macao district) shows '--' in the third column and stores just two names.
 *
 * @example <RegionPicker visible={open} value="广东省/深圳市/南山区" onConfirm={(v) => save(v)} onCancel={close} />
 */
export function RegionPicker(props: RegionPickerProps) {
  const { visible, source = loadDefaultRegionSource } = props;
  const [data, setData] = useState<RegionSource | null>(
    typeof source === 'function' ? null : source,
  );
  const [districts, setDistricts] = useState<ReadonlyMap<string, readonly RegionEntry[]>>(
    new Map(),
  );
  // null until the popup has chosen its starting address: the picker gets no columns before
  // that, so it never reports a default choice that would race the stored address.
  const [codes, setCodes] = useState<string[] | null>(null);
  // A failed load stays failed (no spinner forever) until the user asks for a retry; each retry
  // bumps its attempt so the loading effect runs again.
  const [sourceFailed, setSourceFailed] = useState(false);
  const [sourceAttempt, setSourceAttempt] = useState(0);
  const [failedDistricts, setFailedDistricts] = useState<ReadonlySet<string>>(new Set());
  const [districtAttempt, setDistrictAttempt] = useState(0);
  const requested = useRef(new Set<string>());
  const districtsRef = useRef(districts);
  districtsRef.current = districts;
  const wanted = parseRegionValue(props.value);
  const wantedRef = useRef(wanted);
  wantedRef.current = wanted;
  // Read through a ref: an inline loader is a new function every render, and must not start a
  // new load each time (it is called once per mount, and again only on 重试).
  const sourceRef = useRef(source);
  sourceRef.current = source;

  useEffect(() => {
    if (!visible || data || sourceFailed) return;
    let live = true;
    let load: Promise<RegionSource>;
    const current = sourceRef.current;
    try {
      load = typeof current === 'function' ? current() : Promise.resolve(current);
    } catch (error) {
      load = Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    load.then(
      (s) => live && setData(s),
      () => live && setSourceFailed(true),
    );
    return () => {
      live = false;
    };
    // sourceAttempt: a retry runs this again.
  }, [visible, data, sourceFailed, sourceAttempt]);

  const tree = useMemo(
    () => (data ? buildRegionTree(data.regions, districts, failedDistricts) : []),
    [data, districts, failedDistricts],
  );

  // Start from the stored address (or the first entries) each time the popup opens.
  useEffect(() => {
    if (!visible) setCodes(null);
    else if (data) setCodes((current) => current ?? codesForNames(tree, wantedRef.current));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visible, data]);

  // Load the selected province's districts once. The districts and the re-resolved selection are
  // set together, so the picker sees the new column and its choice in one render.
  const province = codes?.[0];
  useEffect(() => {
    if (!data || !province || requested.current.has(province)) return;
    requested.current.add(province);
    setFailedDistricts((failed) => withoutKey(failed, province));
    data.loadDistricts(province).then(
      (list) => {
        const map = new Map(districtsRef.current).set(province, list);
        const nextTree = buildRegionTree(data.regions, map);
        setDistricts(map);
        setCodes((current) => {
          if (
            !current ||
            current[0] !== province ||
            (current.length === 3 && current[2] !== REGION_LOADING)
          )
            return current;
          const names = namesForCodes(nextTree, current.slice(0, 2));
          const stored = wantedRef.current;
          return codesForNames(
            nextTree,
            stored[0] === names[0] && stored[1] === names[1] ? stored : names,
          );
        });
      },
      () => {
        requested.current.delete(province);
        setFailedDistricts((failed) => new Set(failed).add(province));
      },
    );
    // districtAttempt: a retry runs this again for the same province.
  }, [data, province, districtAttempt]);

  const districtsFailed = province !== undefined && failedDistricts.has(province);
  const loading =
    !data || !codes || (province !== undefined && !districts.has(province) && !districtsFailed);
  const error = sourceFailed
    ? {
        message: '地区数据加载失败，请检查网络后重试',
        onRetry: () => {
          setSourceFailed(false);
          setSourceAttempt((n) => n + 1);
        },
      }
    : districtsFailed
      ? {
          message: '区县数据加载失败',
          onRetry: () => setDistrictAttempt((n) => n + 1),
        }
      : undefined;
  return (
    <CascadePopup
      visible={visible}
      title={props.title ?? '请选择地区'}
      options={codes ? tree : []}
      pickerKey={`${districts.size}-${failedDistricts.size}`}
      value={codes ?? []}
      loading={loading && !error}
      error={error}
      onChange={(next) => setCodes(next)}
      onCancel={props.onCancel}
      onConfirm={(next) => {
        if (loading || next.includes(REGION_LOADING)) return;
        const names = namesForCodes(tree, next);
        props.onConfirm(formatRegionValue(names), names);
      }}
    />
  );
}

function withoutKey(set: ReadonlySet<string>, key: string): ReadonlySet<string> {
  if (!set.has(key)) return set;
  const next = new Set(set);
  next.delete(key);
  return next;
}
