import { kualaLumpurClockTime } from '../check-ins/closing-time';
import { type DocumentKey, documentText } from '../messages/document-text';
import { kualaLumpurDay } from '../shared/kuala-lumpur-day';
import type { Language } from '../shared/language';
import { productName } from '../shared/product';
import { typedDateOf } from '../shared/typed-date';

/** The push body's length: a phone shows two or three lines. */
const pushBodyLength = 140;

export type MessageNoticeInput = {
  /** Each reader's e-mail says how to turn its notices off, with the switch they know (decision 114). */
  reader: 'PARENT' | 'STAFF';
  /** Who wrote, as the reader knows them: the centre's name (or "Head office") for a parent, the parent's for staff. */
  sender: string;
  subject: string;
  /** A sensitive thread's notice says only that a message arrived: no sender, subject or text. */
  sensitive: boolean;
  /** The messages that arrived since the reader's last notice, oldest first (at least one). */
  messages: readonly { authorName: string; body: string; createdAt: Date | string }[];
  /** The thread's page in the reader's app. */
  link: string;
};

export type MessageNotice = { title: string; text: string; shortText: string; link: string };

const shorten = (text: string) =>
  text.length > pushBodyLength ? `${text.slice(0, pushBodyLength - 1).trimEnd()}…` : text;

/**
 * One notice for the messages a reader has not been told of (issue 43, decision 114), in their
 * language: the words around the messages come from the documents catalogue, the messages are
 * their authors' own.
 */
export function messageNotice(input: MessageNoticeInput, language: Language): MessageNotice {
  const say = (key: DocumentKey, params: Record<string, string | number> = {}) =>
    documentText(key, language, { product: productName, link: input.link, ...params });
  const footer = [
    '',
    say(input.reader === 'PARENT' ? 'messageNoticeParentFooter' : 'messageNoticeStaffFooter'),
  ];
  if (input.sensitive) {
    return {
      title: say('messageNoticeSensitiveTitle'),
      text: [say('messageNoticeSensitiveText'), '', say('messageNoticeOpen'), ...footer].join('\n'),
      shortText: say('messageNoticeSensitiveText'),
      link: input.link,
    };
  }
  const count = input.messages.length;
  const newest = input.messages.at(-1);
  const lines = input.messages.flatMap((message) => {
    const at = new Date(message.createdAt);
    const when = `${typedDateOf(kualaLumpurDay(at))} ${kualaLumpurClockTime(at)}`;
    return ['', say('messageNoticeAuthor', { author: message.authorName, time: when }), message.body.trim()];
  });
  return {
    title:
      count === 1
        ? say('messageNoticeTitle', { sender: input.sender })
        : say('messageNoticeTitleMany', { sender: input.sender, count }),
    text: [
      say('messageNoticeSubject', { subject: input.subject }),
      ...lines,
      '',
      say('messageNoticeOpen'),
      ...footer,
    ].join('\n'),
    shortText: shorten(`${input.subject}: ${newest?.body.trim() ?? ''}`),
    link: input.link,
  };
}

/** The thread's page in a parent's app, in a teacher's or head of centre's (decision 114), and in head office's (decision 116). */
export const messageThreadLinks = {
  parent: (publicUrl: string, threadId: string) =>
    `${publicUrl}/parent/messages/${encodeURIComponent(threadId)}`,
  staff: (publicUrl: string, threadId: string) =>
    `${publicUrl}/app/teacher/messages/${encodeURIComponent(threadId)}`,
  office: (publicUrl: string, threadId: string) =>
    `${publicUrl}/app/admin/messages?thread=${encodeURIComponent(threadId)}`,
};
