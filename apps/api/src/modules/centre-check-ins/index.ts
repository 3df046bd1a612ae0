/** What the server registers: the module's routes and the thumbnail job. */

export { centreStudentsSqlForBench } from './repository';
export { centreCheckInsRoutes } from './routes';
/** The bench times the service's work apart from HTTP. */
export { createCentreCheckInsService } from './service';
export { checkInThumbnailHandler, checkInThumbnailJob } from './thumbnail-job';
