export { list } from './list';
export { detail } from './detail';
export { enroll } from './enroll';
export { myEntry, myEntries, checkIn } from './entry';
export { inquiry, myResult, rankings } from './results';
export { team } from './team';
export {
  type Entry,
  ENTRY_STATUS,
  type FormField,
  type Game,
  type GameCard,
  type GameResult,
  GAME_STATE,
  type GameTeam,
  PAY_ERRORS,
  type Group,
} from './schemas';
