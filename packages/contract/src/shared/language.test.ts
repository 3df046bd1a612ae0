import { describe, expect, it } from 'vitest';
import { languageFromHeader } from './language';

describe('languageFromHeader', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['ms', 'ms'],
    ['ms-MY,ms;q=0.9,en;q=0.8', 'ms'],
    ['en-GB,en;q=0.9,ms;q=0.8', 'en'],
    ['zh-CN,ms;q=0.5', 'ms'],
    ['en;q=0.4,ms;q=0.6', 'ms'],
    ['ms;q=0,en', 'en'],
    ['fr, de', 'en'],
    [';;;,q=abc', 'en'],
  ])('%s → %s', (header, language) => {
    expect(languageFromHeader(header)).toBe(language);
  });
});
