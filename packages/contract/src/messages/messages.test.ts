import { describe, expect, it } from 'vitest';
import { requestOtpBodySchema } from '../parent/parent-sign-in';
import { contactDetailsSchema } from '../registration/registration-form';
import { message, parseMessageRef } from './message-key';
import { isMessageKey, messageText } from './message-text';
import { messagesEn } from './messages-en';
import { messagesMs } from './messages-ms';

type Tree = { readonly [key: string]: string | Tree };

/** Every key of a catalogue with its text, dotted. */
function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : entries(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('message catalogues', () => {
  const english = new Map(entries(messagesEn));
  const malay = new Map(entries(messagesMs));

  it('gives every English key a Malay text, and Malay no key English lacks', () => {
    expect([...malay.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('has no empty text and the same placeholders in both languages', () => {
    for (const [key, text] of english) {
      expect(text.trim(), key).not.toBe('');
      expect(malay.get(key)?.trim(), key).not.toBe('');
      expect(placeholders(malay.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('translates the Malay texts rather than copying the English', () => {
    const copied = [...english].filter(([key, text]) => malay.get(key) === text).map(([key]) => key);
    expect(copied).toEqual([]);
  });
});

describe('messages by key', () => {
  it('gives a zod failure a key, and messageText the spec English or the Malay for it', () => {
    const issue = requestOtpBodySchema.safeParse({ email: 'nope' }).error?.issues[0];
    expect(issue?.message).toBe('auth.emailInvalid');
    expect(messageText(issue?.message ?? '')).toBe('Please enter a valid email address');
    expect(messageText(issue?.message ?? '', 'ms')).toBe('Sila masukkan alamat e-mel yang sah');
  });

  it('carries params in the key of a zod message and fills them in', () => {
    const issue = contactDetailsSchema.shape.occupation.safeParse('x'.repeat(101)).error?.issues[0];
    expect(issue?.message).toBe('common.atMostCharacters?max=100');
    expect(parseMessageRef(issue?.message ?? '')).toEqual({
      key: 'common.atMostCharacters',
      params: { max: '100' },
    });
    expect(messageText(issue?.message ?? '')).toBe('Must be at most 100 characters');
    expect(messageText(issue?.message ?? '', 'ms')).toBe('Tidak boleh melebihi 100 aksara');
  });

  it('returns anything that is not a known key unchanged', () => {
    expect(messageText('Some text the server wrote.')).toBe('Some text the server wrote.');
    expect(messageText('auth.noSuchKey')).toBe('auth.noSuchKey');
    expect(isMessageKey('auth.noSuchKey')).toBe(false);
    expect(isMessageKey(message('auth.emailInvalid'))).toBe(true);
  });

  it('takes params given beside the key', () => {
    expect(messageText('http.tooManyFailedAttempts', 'en', { minutes: 5 })).toBe(
      'Too many failed attempts. Please try again in 5 minutes.',
    );
  });
});
