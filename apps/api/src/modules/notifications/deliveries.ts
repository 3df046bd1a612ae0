import {
  type CollectorKind,
  checkInNotice,
  familyRelationOf,
  type Language,
  productName,
} from '@cic/contract';
import type { MailAttachment, Mailer } from '../../adapters/mail';
import type { PushSender } from '../../adapters/web-push';
import type { Db } from '../../db/client';
import { createNotificationsRepository, type Recipient } from './repository';

export type DeliveryDeps = { db: Db; mailer: Mailer; push: PushSender };

/** One notification in the words of both channels; an e-mail may carry files (a receipt). */
export type Message = {
  title: string;
  text: string;
  shortText: string;
  link: string;
  tag: string;
  attachments?: MailAttachment[];
};

/** A teacher or head of centre (decision 079): e-mailed when they have an address. */
export type StaffRecipient = {
  managerId: string;
  email: string | null;
  language: Language;
  devices: Recipient['devices'];
};

/** Whom a message goes to: the person's id (for the dedupe key) and the address to e-mail, if any. */
function addressee(recipient: Recipient | StaffRecipient) {
  if ('managerId' in recipient) return { id: recipient.managerId, email: recipient.email };
  return { id: recipient.parentId, email: recipient.checkInEmails ? recipient.email : null };
}

/**
 * Sends one message to each recipient on each channel that is on, each under its own dedupe key
 * (`<event>:email:<person>`, `<event>:push:<device>`), so a retry sends only what failed. A device
 * the push service no longer knows is deleted. Throws after trying everything when one failed, so
 * the queue retries the job with back-off.
 */
export async function deliver(
  deps: DeliveryDeps,
  event: string,
  recipients: readonly (Recipient | StaffRecipient)[],
  messageIn: (language: Language) => Message,
  /** Recipients served at once: an announcement's batch of hundreds does not wait on each mail in turn. */
  { concurrency = 1 }: { concurrency?: number } = {},
) {
  const repository = createNotificationsRepository(deps.db);
  const counts = { sent: 0, skipped: 0, failed: 0, gone: 0 };
  let firstError: unknown;

  async function once(dedupeKey: string, send: () => Promise<'sent' | 'gone'>) {
    if (!(await repository.claimDelivery(dedupeKey))) {
      counts.skipped += 1;
      return;
    }
    try {
      const outcome = await send();
      await repository.settleDelivery(dedupeKey, outcome);
      counts[outcome] += 1;
    } catch (error) {
      await repository.settleDelivery(dedupeKey, 'failed');
      counts.failed += 1;
      firstError ??= error;
    }
  }

  // Each parent reads it in their own language (issue 18): composed once per language.
  const inLanguage = new Map<Language, { message: Message; payload: string }>();
  const wordsFor = (language: Language) => {
    let words = inLanguage.get(language);
    if (!words) {
      const message = messageIn(language);
      const payload = JSON.stringify({
        title: message.title,
        body: message.shortText,
        url: message.link,
        tag: message.tag,
      });
      words = { message, payload };
      inLanguage.set(language, words);
    }
    return words;
  };
  async function tell(recipient: Recipient | StaffRecipient) {
    const { message, payload } = wordsFor(recipient.language);
    const { id, email } = addressee(recipient);
    if (email) {
      await once(`${event}:email:${id}`, async () => {
        await deps.mailer.send({
          to: email,
          subject: message.title,
          text: message.text,
          ...(message.attachments ? { attachments: message.attachments } : {}),
          consoleLine: `Notification "${message.title}" to ${email}`,
        });
        return 'sent';
      });
    }
    for (const device of recipient.devices) {
      await once(`${event}:push:${device.id}`, async () => {
        const outcome = await deps.push.send(device, payload);
        if (outcome === 'gone') await repository.deleteDevice(device.id);
        return outcome;
      });
    }
  }
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < recipients.length; index = next++) {
      await tell(recipients[index] as Recipient | StaffRecipient);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, recipients.length)) }, worker));
  if (counts.failed > 0) {
    throw new Error(
      `${counts.failed} of the notification's messages failed; the first: ${String(firstError)}`,
    );
  }
  return counts;
}

/** The parents of each family, with their devices and languages: whom a family's notice goes to. */
export const recipientsOfFamilies = (db: Db, familyIds: readonly string[]) =>
  createNotificationsRepository(db).recipientsOfFamilies(familyIds);

/** Teachers and heads of centre with their subscribed devices: whom a centre's notice goes to. */
export async function withStaffDevices<Person extends Omit<StaffRecipient, 'devices'>>(
  db: Db,
  people: readonly Person[],
): Promise<(Person & StaffRecipient)[]> {
  const devices = await createNotificationsRepository(db).staffDevicesOf(
    people.map((person) => person.managerId),
  );
  return people.map((person) => ({
    ...person,
    devices: devices
      .filter((device) => device.managerId === person.managerId)
      .map((device) => ({
        id: device.id,
        endpoint: device.endpoint,
        keys: { p256dh: device.p256dh, auth: device.auth },
      })),
  }));
}

/** The parents named, with their devices, languages and announcement e-mail switch. */
export const recipientsOfParents = (db: Db, parentIds: readonly string[]) =>
  createNotificationsRepository(db).recipientsOfParents(parentIds);

/** The check-in's page in the parent's app. */
export function checkInLink(publicUrl: string, childId: string) {
  return `${publicUrl}/parent/children/${encodeURIComponent(childId)}/check-in`;
}

const testWords: Record<Language, { title: string; text: string }> = {
  en: {
    title: `${productName} test notification`,
    text: `This is a test notification from ${productName}. Your children's check-ins and check-outs will reach you like this.`,
  },
  ms: {
    title: `Pemberitahuan ujian ${productName}`,
    text: `Ini pemberitahuan ujian daripada ${productName}. Daftar masuk dan daftar keluar anak-anak anda akan sampai kepada anda begini.`,
  },
};

/** What a test notification says. */
export function testMessage(publicUrl: string, at: string, language: Language = 'en'): Message {
  const { title, text } = testWords[language];
  return {
    title,
    text,
    shortText: text,
    link: `${publicUrl}/parent/settings`,
    tag: `test:${at}`,
  };
}

/** The notice of a check-in, composed by the contract's one function. */
export function checkInMessage(
  publicUrl: string,
  language: Language,
  event: {
    id: string;
    childId: string;
    childName: string;
    status: 'CHECKIN' | 'CHECKOUT';
    recordedAt: Date;
    temperature: number;
    teacherName: string;
    fever: boolean;
    collectedByKind: CollectorKind | null;
    collectedByName: string | null;
    collectedByRelationship: string | null;
  },
): Message {
  const notice = checkInNotice(
    {
      childName: event.childName,
      status: event.status,
      recordedAt: event.recordedAt,
      temperature: event.temperature,
      teacherName: event.teacherName,
      link: checkInLink(publicUrl, event.childId),
      fever: event.fever,
      collectedBy:
        event.collectedByKind && event.collectedByName
          ? {
              name: event.collectedByName,
              // A parent's relation is a code, named in the reader's language; a listed person's is the parents' own words.
              ...(event.collectedByKind === 'PARENT'
                ? { relation: familyRelationOf(event.collectedByRelationship) }
                : { relationship: event.collectedByRelationship ?? undefined }),
              // Someone not on the child's list: the parents are told plainly.
              other: event.collectedByKind === 'OTHER',
            }
          : undefined,
    },
    language,
  );
  return { ...notice, tag: `check-in:${event.id}` };
}
