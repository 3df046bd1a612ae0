/** What the server registers: the module's routes and the thumbnail job. */

export { centreStudentsSqlForBench } from './repository';
export { centreCheckInsRoutes } from './routes';
export { checkInThumbnailHandler, checkInThumbnailJob } from './thumbnail-job';
