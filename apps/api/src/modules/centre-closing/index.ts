/** A centre's closing time (the admin's setting) and the job that tells its staff who is still checked in. */

export { centreClosingHandler, centreClosingJob, centreClosingSchedule } from './closing-job';
export { centreClosingRoutes } from './routes';
