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
  const [data, setData] = useState<RegionSource | null>(typeof source === 'function' ? null : source);
  const [districts, setDistricts] = useState<ReadonlyMap<string, readonly RegionEntry[]>>(new Map());
  const [codes, setCodes] = useState<string[]>([]);
  const [failed, setFailed] = useState(false);
  const requested = useRef(new Set<string>());
  const initialised = useRef(false);

  useEffect(() => {
    if (!visible || data) return;
    let live = true;
    const load = typeof source === 'function' ? source() : Promise.resolve(source);
    load.then(
      (s) => live && setData(s),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [visible, data, source]);

  const tree = useMemo(() => (data ? buildRegionTree(data.regions, districts) : []), [data, districts]);
  const wanted = parseRegionValue(props.value);

  // Pick the stored address (or the first entries) when the popup opens.
  useEffect(() => {
    if (!visible) {
      initialised.current = false;
      return;
    }
    if (!data || initialised.current) return;
    initialised.current = true;
    setCodes(codesForNames(tree, wanted));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visible, data]);

  // Load the selected province's districts once; then re-resolve the stored names against them.
  const province = codes[0];
  useEffect(() => {
    if (!data || !province || requested.current.has(province)) return;
    requested.current.add(province);
    data.loadDistricts(province).then(
      (list) => setDistricts((m) => new Map(m).set(province, list)),
      () => {
        requested.current.delete(province);
        setFailed(true);
      },
    );
  }, [data, province]);

  useEffect(() => {
    if (!province || !districts.has(province)) return;
    setCodes((current) => {
      if (current[2] !== REGION_LOADING && current.length === 3) return current;
      const names = namesForCodes(tree, current.slice(0, 2));
      const fromStored = wanted[0] === names[0] && wanted[1] === names[1] ? wanted : names;
      return codesForNames(tree, fromStored);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [districts, province, tree]);

  const loading = !data || (province !== undefined && !districts.has(province));
  return (
    <CascadePopup
      visible={visible}
      title={failed ? '地区数据加载失败' : (props.title ?? '请选择地区')}
      options={tree}
      value={codes}
      loading={loading && !failed}
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
