export { projects } from './projects';
export { project } from './project';
export { launch } from './launch';
export { mine } from './mine';
export { bind } from './bind';
export { payout } from './payout';
export { supporters } from './supporters';
export { rank } from './rank';
export { mySupports } from './my-supports';
export { questions } from './questions';
export { ask } from './ask';
export { answer } from './answer';
export {
  CF_ERRORS,
  LAUNCH_LIMITS,
  type Layout,
  LAYOUTS,
  MAX_SUPPORT_FEN,
  type Outcome,
  type Progress,
  type Project,
  type ProjectCard,
  PROJECT_STATUS,
  SUPPORT_STATUS,
  type SupportRow,
  type Tier,
  type TierInput,
} from './schemas';
