/** Medication (issue 44, decision 126): what the server registers, and the doses the care timeline shows. */
export {
  doseChecksHandler,
  doseChecksJob,
  doseChecksSchedule,
  doseOverdueHandler,
  doseOverdueJob,
} from './overdue-job';
export { medicationRoutes } from './routes';
export { dosesOfChildDay } from './service';
