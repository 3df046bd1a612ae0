import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { message } from '../messages/message-key';
import { hasDirectionControl, readableText, visibleLength } from './readable-text';

const nameRule = readableText(z.string().trim().min(2, message('profile.nameAtLeast2')), {
  min: 2,
  message: message('profile.nameAtLeast2'),
});
const messagesOf = (value: string) =>
  nameRule.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('readable names and texts (issue 27)', () => {
  it('refuses a name of zero-width characters with the field message', () => {
    for (const invisible of ['\u200B\u200B\u200B', '\u200C\u200D\u2060', '\uFEFF\u00AD\u200B', ' \u200B a']) {
      expect(messagesOf(invisible), JSON.stringify(invisible)).toContain('profile.nameAtLeast2');
    }
  });

  it('refuses direction overrides, embeddings and isolates with the unsafe-text message', () => {
    for (const control of [
      '\u202E',
      '\u202D',
      '\u202A',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200F',
      '\u061C',
    ]) {
      expect(messagesOf(`Ali${control}gpj.exe`), control.codePointAt(0)?.toString(16)).toEqual([
        'common.unsafeText',
      ]);
    }
  });

  it('takes names in any script, with joiners inside visible text', () => {
    for (const name of ['Tan Ah Kow', 'Nur Aisyah binti Ahmad', '陈美玲', 'சிவா', 'क्\u200Dष', '👩\u200D👧']) {
      expect(nameRule.safeParse(name).success, name).toBe(true);
    }
  });

  it('counts only what shows', () => {
    expect(visibleLength('\u200Ba\u200Bb\u200B')).toBe(2);
    expect(visibleLength(' \uFEFF ')).toBe(0);
    expect(hasDirectionControl('abc')).toBe(false);
    expect(hasDirectionControl('a\u202Eb')).toBe(true);
  });

  it('refuses control characters (C0 but tab and line breaks, DEL, C1) and keeps multi-line text', () => {
    const text = readableText(z.string().max(500));
    for (const bad of ['Sports\u0085Day', 'a\u0080b', 'a\u009Fb', 'a\u007Fb', 'a\u0007b', 'a\u001Bb']) {
      expect(text.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    for (const good of ['Line one\nLine two', 'Col\tumn', 'Windows\r\nbreak', 'Café ÀÉ', 'Hari Sukan ¡']) {
      expect(text.safeParse(good).success, JSON.stringify(good)).toBe(true);
    }
  });

  it('leaves an empty optional text to the field', () => {
    const caption = readableText(z.string().trim().max(500), { min: 1, message: message('common.required') });
    expect(caption.safeParse('').success).toBe(true);
    expect(caption.safeParse('\u200B').success).toBe(false);
  });
});
