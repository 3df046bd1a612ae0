import { describe, expect, it } from 'vitest';
import { kualaLumpurInstant } from '../check-ins/missed-check-out';
import { type MessageNoticeInput, messageNotice } from './message-notice';

const input: MessageNoticeInput = {
  reader: 'PARENT',
  sender: 'CIC Bangsar',
  subject: 'Field trip',
  sensitive: false,
  messages: [
    {
      authorName: 'Ms Lee',
      body: 'We go to the zoo on Friday.',
      createdAt: kualaLumpurInstant('2026-12-01', '09:05'),
    },
    {
      authorName: 'Ms Lee',
      body: ' Please bring a hat. ',
      createdAt: kualaLumpurInstant('2026-12-01', '09:06'),
    },
  ],
  link: 'https://connect.example/parent/messages/t1',
};

describe('a message notice', () => {
  it('gathers the messages in one notice in English, with their authors and Kuala Lumpur times', () => {
    const notice = messageNotice(input, 'en');
    expect(notice.title).toBe('2 new messages from CIC Bangsar');
    expect(notice.text).toContain('Subject: Field trip');
    expect(notice.text).toContain('Ms Lee wrote at 01/12/2026 09:05:\nWe go to the zoo on Friday.');
    expect(notice.text).toContain('Ms Lee wrote at 01/12/2026 09:06:\nPlease bring a hat.');
    expect(notice.text).toContain('turn off Messages in Settings → Notifications');
    expect(notice.shortText).toBe('Field trip: Please bring a hat.');
    expect(notice.link).toBe(input.link);
  });

  it('says one message in Bahasa Malaysia', () => {
    const notice = messageNotice({ ...input, messages: input.messages.slice(0, 1) }, 'ms');
    expect(notice.title).toBe('Mesej baharu daripada CIC Bangsar');
    expect(notice.text).toContain('Perkara: Field trip');
    expect(notice.text).toContain('Ms Lee menulis pada 01/12/2026 09:05:');
    expect(notice.text).toContain(
      'Baca dan balas di CIC Connect: https://connect.example/parent/messages/t1',
    );
  });

  it('says only that a message arrived for a sensitive thread', () => {
    for (const language of ['en', 'ms'] as const) {
      const notice = messageNotice({ ...input, sensitive: true }, language);
      const words = `${notice.title}\n${notice.text}\n${notice.shortText}`;
      for (const hidden of ['Field trip', 'zoo', 'hat', 'Ms Lee', 'CIC Bangsar']) {
        expect(words).not.toContain(hidden);
      }
    }
    expect(messageNotice({ ...input, sensitive: true }, 'en')).toMatchObject({
      title: 'New message',
      shortText: 'You have a new message in CIC Connect.',
    });
  });

  it('cuts a long message short on the phone and tells staff their own switch', () => {
    const notice = messageNotice(
      {
        ...input,
        reader: 'STAFF',
        messages: [{ authorName: 'Siti', body: 'a'.repeat(300), createdAt: new Date() }],
      },
      'en',
    );
    expect(notice.shortText).toHaveLength(140);
    expect(notice.shortText.endsWith('…')).toBe(true);
    expect(notice.text).toContain('"E-mail me new messages" is on');
    expect(notice.text).not.toContain('turn off Messages');
  });
});
