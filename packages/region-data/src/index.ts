export { levelOf, type RegionLevel } from './code';
export {
  findByNames,
  getChildren,
  getPath,
  getRegion,
  loadAllRegions,
  loadAreaList,
  loadDistricts,
  regions,
  type AreaList,
} from './regions';
export type { Region } from './types';
