/** What other modules may use: a child's check-in history, shared by the teacher and parent pages. */
export { getCheckInHistory, type HistoryPaging } from './service';
