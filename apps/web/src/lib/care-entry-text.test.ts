import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { careEntryRemark, careEntryText } from './care-entry-text';

const t = i18n.getFixedT(null, 'care');

describe("a care entry's words", () => {
  it('says a meal, a nap and a toilet visit with Kuala Lumpur times', () => {
    expect(careEntryText({ kind: 'MEAL', meal: 'LUNCH', amount: 'SOME', note: 'No rice' }, t)).toBe(
      'Lunch: ate some',
    );
    expect(
      careEntryText({ kind: 'NAP', start: '2026-12-01T04:30:00.000Z', end: '2026-12-01T06:05:00.000Z' }, t),
    ).toBe('Slept 12:30 PM – 02:05 PM');
    expect(careEntryText({ kind: 'NAP', start: '2026-12-01T04:30:00.000Z', end: null }, t)).toBe(
      'Asleep since 12:30 PM',
    );
    expect(careEntryText({ kind: 'TOILET', toilet: 'WET', at: '2026-12-01T02:15:00.000Z' }, t)).toBe(
      'Wet diaper · 10:15 AM',
    );
  });

  it("names what to bring, in the teacher's words for 'something else'", () => {
    expect(careEntryText({ kind: 'REMINDER', item: 'WIPES' }, t)).toBe('Please bring wipes');
    expect(careEntryText({ kind: 'REMINDER', item: 'OTHER', text: 'Spare socks' }, t)).toBe(
      'Please bring Spare socks',
    );
  });

  it("keeps a meal's remark and a note's text as written", () => {
    expect(careEntryRemark({ kind: 'MEAL', meal: 'LUNCH', amount: 'SOME', note: 'No rice' })).toBe('No rice');
    expect(careEntryText({ kind: 'NOTE', text: 'Painted a rainbow', photoIds: [] }, t)).toBe(
      'Painted a rainbow',
    );
  });

  it("says it in Malay in the page's language", async () => {
    await i18n.changeLanguage('ms');
    try {
      const malay = i18n.getFixedT('ms', 'care');
      expect(careEntryText({ kind: 'MEAL', meal: 'LUNCH', amount: 'SOME' }, malay)).toBe(
        'Makan tengah hari: makan sedikit',
      );
      expect(careEntryText({ kind: 'REMINDER', item: 'DIAPERS' }, malay)).toBe('Sila bawa lampin');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
