import type { AppContext } from '../app-context';
import { registrationJobs } from '../modules/registrations';
import type { JobQueue } from './queue';

/** Jobs of online registrations: the confirmation e-mail sent once a registration is paid. */
export function registerRegistrationJobs(queue: JobQueue, ctx: Pick<AppContext, 'db' | 'mailer'>) {
  queue.registerJob(registrationJobs.confirmationMail, registrationJobs.confirmationMailHandler(ctx));
}
