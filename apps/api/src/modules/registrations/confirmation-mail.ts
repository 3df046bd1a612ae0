import type { Language } from '@cic/contract';
import type { Mailer } from '../../adapters/mail';
import type { Db } from '../../db/client';
import { type FollowUpJobs, type FollowUpLog, queueFollowUp } from '../../shared/queue-follow-up';
import type { OrderFulfilled } from './fulfilment';
import { createRegistrationsRepository } from './repository';

type Confirmed = {
  childName: string;
  centreName: string;
  registrationNumber: string;
  packageName: string;
  yearIntake: number | string;
};

/** The confirmation in the parent's language (issue 18). */
const confirmationWords: Record<Language, (r: Confirmed) => { subject: string; text: string }> = {
  en: (r) => ({
    subject: `Registration confirmed: ${r.childName}`,
    text: [
      `Thank you. ${r.childName} is registered at ${r.centreName}.`,
      '',
      `Registration number: ${r.registrationNumber}`,
      `Package: ${r.packageName}`,
      `Year intake: ${r.yearIntake}`,
      '',
      'You will find your child under Children in the app.',
    ].join('\n'),
  }),
  ms: (r) => ({
    subject: `Pendaftaran disahkan: ${r.childName}`,
    text: [
      `Terima kasih. ${r.childName} telah didaftarkan di ${r.centreName}.`,
      '',
      `Nombor pendaftaran: ${r.registrationNumber}`,
      `Pakej: ${r.packageName}`,
      `Tahun kemasukan: ${r.yearIntake}`,
      '',
      'Anak anda kini tersenarai di bawah Anak dalam aplikasi.',
    ].join('\n'),
  }),
};

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
      ...confirmationWords[registration.language](registration),
      consoleLine: `Registration confirmation ${registration.registrationNumber} to ${registration.contactEmail}`,
    });
    return { sent: true };
  };
}
