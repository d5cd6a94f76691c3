export { stepToday, stepReport, werunReport, stepRank, cityRank, teams, myTeam, createTeam, joinTeam, stepCertificate } from './step';
export { paper, submitPaper, paperResult } from './paper';
export { achievements, signRank, checkRank, growth } from './trajectory';
export {
  type Badge,
  type CityRankRow,
  type CountRankRow,
  type Growth,
  MAX_DAILY_STEPS,
  MAX_STEPS_PER_SECOND,
  type MyTeam,
  type Paper,
  type PaperResult,
  type Period,
  type Question,
  REPORT_DAYS_BACK,
  STEP_ERRORS,
  type StepCertificate,
  type StepRankRow,
  type StepToday,
  type Team,
  TEAM_SIZE,
  WERUN_ERRORS,
  WERUN_MAX_AGE_S,
} from './schemas';
