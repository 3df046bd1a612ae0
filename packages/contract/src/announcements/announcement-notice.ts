import { documentText } from '../messages/document-text';
import type { Language } from '../shared/language';
import { organisationName, productName } from '../shared/product';

/** The push body's length: a phone shows two or three lines. */
const pushBodyLength = 140;

export type AnnouncementNoticeInput = {
  title: string;
  body: string;
  /** A head of centre's centre; null for the organisation's own. */
  centreName: string | null;
  /** The announcement's page in the parent's app. */
  link: string;
};

/**
 * What a parent is sent when an announcement reaches them (issue 30), in their language: the
 * subject and body are the announcement's own, the words around them from the documents catalogue.
 */
export function announcementNotice(input: AnnouncementNoticeInput, language: Language) {
  const params = {
    centre: input.centreName ?? '',
    organisation: organisationName,
    product: productName,
    link: input.link,
  };
  const say = (key: Parameters<typeof documentText>[0]) => documentText(key, language, params);
  const body = input.body.trim();
  return {
    title: input.title,
    text: [
      say(input.centreName === null ? 'announcementFromOrganisation' : 'announcementFromCentre'),
      '',
      body,
      '',
      say('announcementOpen'),
      '',
      say('announcementMailFooter'),
    ].join('\n'),
    shortText: body.length > pushBodyLength ? `${body.slice(0, pushBodyLength - 1).trimEnd()}…` : body,
    link: input.link,
  };
}
