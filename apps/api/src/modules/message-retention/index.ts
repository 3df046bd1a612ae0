/** What the server registers: head office's retention setting and the nightly deletion. */
export { messageRetentionHandler, messageRetentionJob, messageRetentionSchedule } from './jobs';
export { messageRetentionRoutes } from './routes';
