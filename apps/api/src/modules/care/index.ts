/** The care log (issue 44): what the server registers. */
export { type CarePhotos, createCarePhotos } from './photos';
export { careRoutes } from './routes';
export { careSummaryHandler, careSummaryJob, careSummarySchedule } from './summary-job';
