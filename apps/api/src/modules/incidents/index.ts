/** Incident and accident reports (issue 44): what the server registers. */
export {
  incidentNoticeHandler,
  incidentNoticeJob,
  incidentReminderHandler,
  incidentReminderJob,
  incidentReminderSchedule,
} from './notice-job';
export { incidentRoutes } from './routes';
