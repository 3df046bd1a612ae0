/** What other modules may use: the centre lookup of the admin check-in pages. The server registers the routes. */

/** The calendar's and the centre list's SQL, for the bench's EXPLAIN and its bare-statement timing. */
export { calendarSqlForExplain } from './attendance-counts-repository';
export { centreDayFillHandler, centreDayFillJob, centreDayFillSchedule } from './centre-day-job';
export { type CentreDayListRequest, centreDayListSql } from './centre-day-list-repository';
export { createAdminCheckInsRepository } from './repository';
export { adminCheckInsRoutes } from './routes';
