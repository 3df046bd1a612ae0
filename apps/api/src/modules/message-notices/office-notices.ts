import { documentText, type Language, type MessageInbox, messageThreadLinks } from '@cic/contract';
import type { Db } from '../../db/client';
import type { StaffRecipient } from '../notifications';
import { createOfficeNoticesRepository } from './office-repository';

/**
 * Head office's side of a thread's notices (decision 116): its admins with MESSAGES are told by
 * e-mail (they have no devices), in their saved language; the family hears from "Head office".
 */
export const officeNotices = {
  /** Admins as the staff recipients `deliver` e-mails: the id names the person in the dedupe key. */
  async readers(db: Db): Promise<StaffRecipient[]> {
    const admins = await createOfficeNoticesRepository(db).messagesAdmins();
    return admins.map((admin) => ({
      managerId: admin.adminId,
      email: admin.email,
      language: admin.language,
      devices: [],
    }));
  },

  /** The sender a parent's notice names: the centre, or head office in the parent's language. */
  sender: (inbox: MessageInbox, centreName: string, language: Language) =>
    inbox === 'HEAD_OFFICE' ? documentText('messageNoticeHeadOffice', language) : centreName,

  /** The staff side's page of the thread: the centre's inbox or head office's. */
  staffLink: (inbox: MessageInbox) =>
    inbox === 'HEAD_OFFICE' ? messageThreadLinks.office : messageThreadLinks.staff,
};
