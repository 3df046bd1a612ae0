import type { Mailer } from '../../adapters/mail';
import type { Db } from '../../db/client';
import { type FollowUpJobs, type FollowUpLog, queueFollowUp } from '../../shared/queue-follow-up';
import type { OrderFulfilled } from './fulfilment';
import { createRegistrationsRepository } from './repository';

/** The job that e-mails the contact parent once a registration is paid and the child enrolled. */
export const confirmationMailJob = 'registration-confirmation-mail';
export type ConfirmationMailData = { registrationId: string };

/**
 * Queues the confirmation e-mails of the registrations an order's payment completed. Call it
 * after the transaction that recorded the payment commits: a mail never goes out for a payment
 * that was rolled back, and a queue that cannot take the job does not undo the payment (logged).
 */
export async function sendConfirmationMails(jobs: FollowUpJobs, log: FollowUpLog, fulfilled: OrderFulfilled) {
  for (const registrationId of fulfilled.completedRegistrationIds) {
    const data: ConfirmationMailData = { registrationId };
    await queueFollowUp(jobs, log, confirmationMailJob, data, 'the registration confirmation e-mail');
  }
}

/** The job's work: one e-mail to the contact, only for a registration that is still completed. */
export function confirmationMailHandler(deps: { db: Db; mailer: Mailer }) {
  return async ({ registrationId }: ConfirmationMailData) => {
    const registration = await createRegistrationsRepository(deps.db).confirmationOf(registrationId);
    if (registration?.status !== 'COMPLETED') return { sent: false };
    await deps.mailer.send({
      to: registration.contactEmail,
      subject: `Registration confirmed: ${registration.childName}`,
      text: [
        `Thank you. ${registration.childName} is registered at ${registration.centreName}.`,
        '',
        `Registration number: ${registration.registrationNumber}`,
        `Package: ${registration.packageName}`,
        `Year intake: ${registration.yearIntake}`,
        '',
        'You will find your child under Children in the app.',
      ].join('\n'),
      consoleLine: `Registration confirmation ${registration.registrationNumber} to ${registration.contactEmail}`,
    });
    return { sent: true };
  };
}
