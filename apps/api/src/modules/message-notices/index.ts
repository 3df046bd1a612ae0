/** What conversations call after a write, and what the server registers. */
export { messageNoticeHandler } from './notice-job';
export {
  createMessageNoticeScheduler,
  type MessageNoticeData,
  messageNoticeJob,
} from './schedule';
