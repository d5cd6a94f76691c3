/*
 * Content and media: news, notes, feed, mates, sources, video, pvideo albums, audio
 * albums, books; live rooms; cloud albums; posters. Money is fen; locked parts never travel
 * before they are bought.
 */

export { list } from './list';
export { tags } from './tags';
export { detail } from './detail';
export { part } from './part';
export { stat } from './stat';
export { comments } from './comments';
export { comment } from './comment';
export { like } from './like';
export { collect } from './collect';
export { progress } from './progress';
export { buy } from './buy';
export { bought } from './bought';
export { liveList } from './live-list';
export { liveRoom } from './live-room';
export { liveMessages } from './live-messages';
export { liveComment, liveMute } from './live-comment';
export { liveRemind, liveReminders, liveRemindSeen } from './live-remind';
export { albums } from './albums';
export { album } from './album';
export { photos } from './photos';
export { ossToken } from './oss-token';
export { addPhotos } from './add-photos';
export { poster } from './poster';
export { MATE_ERRORS, type Mate, mate, mateJoin, mateLeave, mateSchema } from './mate';
export { ASK_ERRORS, ASK_MAX, ASK_MIN, type AskedQuestion, type Expert, experts, myQuestions } from './ask';
export { AI_ERRORS, AI_QUESTION_MAX, type AiAnswer, aiAsk, aiHistory, aiInfo, type AiPack } from './ai';
export {
  type CloudAlbum,
  type CloudPhoto,
  COMMENT_MAX,
  type ContentCard,
  type ContentComment,
  type ContentDetail,
  type ContentPart,
  type ContentPayment,
  CONTENT_ERRORS,
  LIVE_STATUS,
  type LiveMessage,
  type LiveRoom,
  type LiveStatus,
  MODULE_TYPES,
  type ModuleType,
  PART_KINDS,
  type PartKind,
  type PartSummary,
  TIP_MAX_FEN,
  TIP_MIN_FEN,
} from './schemas';
