import { route } from './route';

/** Step challenges, question papers and the trajectory (spec §2 step, question, trajectory, client/growth). */
export const sportLinks = {
  quiz: route('/app/question/:iid/:id'),
  quizResult: route('/app/question/:iid/:id/result'),
  qapaper: route('/app/trajectory/qapaper?id?'),
  stepCount: route('/app/step/count'),
  stepRank: route('/app/step/rank?period?'),
  cityRank: route('/app/step/cityrank?period?'),
  team: route('/app/step/team?teamId?'),
  myTeam: route('/app/step/mineteam'),
  certificate: route('/app/step/cer'),
  certificatePhoto: route('/app/step/cerphoto'),
  signRank: route('/app/trajectory/signrank'),
  checkRank: route('/app/trajectory/checkrank'),
  achievement: route('/app/trajectory/achievement'),
  growth: route('/app/client/growth'),
};
