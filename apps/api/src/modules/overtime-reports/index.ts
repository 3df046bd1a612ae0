import { overtimeReportJob, overtimeReportJobHandler } from './generation';

/** What other modules may use: the routes and the job that generates a report. */
export { overtimeReportsRoutes } from './routes';
export const overtimeReportJobs = {
  generation: overtimeReportJob,
  generationHandler: overtimeReportJobHandler,
};
