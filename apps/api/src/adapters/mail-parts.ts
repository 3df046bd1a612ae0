import type { MailAttachment, MailMessage } from './mail';

/** What a mailer passes on of a message: never its console line; attachments as `attach` makes them. */
export function messageParts<Attached>(message: MailMessage, attach: (file: MailAttachment) => Attached) {
  return {
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html === undefined ? {} : { html: message.html }),
    ...(message.attachments === undefined ? {} : { attachments: message.attachments.map(attach) }),
  };
}
