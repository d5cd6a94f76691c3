export { levelOf, type RegionLevel } from './code';
