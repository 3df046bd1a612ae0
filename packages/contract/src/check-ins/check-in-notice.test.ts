import { describe, expect, it } from 'vitest';
import { checkInNotice } from './check-in-notice';

const base = {
  childName: 'Tan Jun Hao',
  recordedAt: '2026-11-24T00:05:00.000Z', // 08:05 in Kuala Lumpur
  temperature: 36.6,
  teacherName: 'Aina Sofia',
  link: 'https://cic.example/parent/children/c1/check-in',
};

describe('check-in notice', () => {
  it('tells of an arrival with the Kuala Lumpur time and day, temperature, teacher and link', () => {
    const notice = checkInNotice({ ...base, status: 'CHECKIN' });
    expect(notice.title).toBe('Tan Jun Hao arrived at 08:05');
    // The push says the facts; the e-mail says them and, after a blank line, the link.
    const facts = 'Tan Jun Hao was checked in at 08:05 on 24/11/2026 by Aina Sofia.\nTemperature: 36.6 °C.';
    expect(notice.shortText).toBe(facts);
    expect(notice.text).toBe(
      `${facts}\n\nOpen it in CIC Connect: https://cic.example/parent/children/c1/check-in`,
    );
    expect(notice.link).toBe(base.link);
  });

  it('tells of a departure, on the Kuala Lumpur day after midnight UTC+8', () => {
    const notice = checkInNotice({
      ...base,
      status: 'CHECKOUT',
      recordedAt: '2026-11-24T16:30:00.000Z',
      temperature: 37,
    });
    expect(notice.title).toBe('Tan Jun Hao left at 00:30');
    expect(notice.shortText).toBe(
      'Tan Jun Hao was checked out at 00:30 on 25/11/2026 by Aina Sofia.\nTemperature: 37.0 °C.',
    );
  });

  it('says plainly that a fever temperature is high', () => {
    const notice = checkInNotice({ ...base, status: 'CHECKIN', temperature: 38.2, fever: true });
    expect(notice.text).toContain('Temperature: 38.2 °C. This is a high temperature (fever).');
    expect(notice.shortText).toContain('This is a high temperature (fever).');
    expect(checkInNotice({ ...base, status: 'CHECKIN', fever: false }).text).not.toContain('fever');
  });

  it('names who collected the child, with the relationship when known', () => {
    const withRelationship = checkInNotice({
      ...base,
      status: 'CHECKOUT',
      collectedBy: { name: 'Lim Mei Ling', relationship: 'Mother' },
    });
    expect(withRelationship.shortText).toContain('\nCollected by: Lim Mei Ling (Mother).');
    const parent = {
      ...base,
      status: 'CHECKOUT',
      collectedBy: { name: 'Tan Wei Ming', relation: 'father' },
    } as const;
    expect(checkInNotice(parent).text).toContain('\nCollected by: Tan Wei Ming (father).\n');
    // Issue 27: a parent's relation is a code, named in the reader's language.
    expect(checkInNotice(parent, 'ms').text).toContain('\nDiambil oleh: Tan Wei Ming (bapa).\n');
    expect(
      checkInNotice({ ...parent, collectedBy: { name: 'Lim Mei Ling', relation: 'mother' } }, 'ms').text,
    ).toContain('(ibu).');
    const grandfather = { ...parent, collectedBy: { name: 'Pak Hamid', relationship: 'grandfather' } };
    expect(checkInNotice(grandfather).text).toContain('\nCollected by: Pak Hamid (grandfather).\n');
    expect(checkInNotice(grandfather, 'ms').text).toContain('\nDiambil oleh: Pak Hamid (datuk).\n');
    const nameOnly = checkInNotice({ ...base, status: 'CHECKOUT', collectedBy: { name: 'Tan Ah Kow' } });
    expect(nameOnly.text).toContain('\nCollected by: Tan Ah Kow.\n');
  });

  it('flags a person who is not on the list of authorised pick-up persons', () => {
    const notice = checkInNotice({
      ...base,
      status: 'CHECKOUT',
      fever: true,
      collectedBy: { name: 'Ahmad Zaki', other: true },
    });
    expect(notice.shortText).toBe(
      [
        'Tan Jun Hao was checked out at 08:05 on 24/11/2026 by Aina Sofia.',
        'Temperature: 36.6 °C. This is a high temperature (fever).',
        'Collected by: Ahmad Zaki. This person is not on your list of authorised pick-up persons.',
      ].join('\n'),
    );
  });
});

describe('the check-in notice in Bahasa Malaysia', () => {
  it('says the same facts in Malay', () => {
    const notice = checkInNotice(
      {
        childName: 'Aisyah',
        status: 'CHECKOUT',
        recordedAt: '2026-03-02T10:05:00Z',
        temperature: 38.2,
        teacherName: 'Cikgu Lim',
        link: 'https://connect.example/parent/children/1/check-in',
        fever: true,
        collectedBy: { name: 'Siti', relationship: 'Mak cik', other: true },
      },
      'ms',
    );
    expect(notice.title).toBe('Aisyah pulang pada 18:05');
    expect(notice.shortText).toBe(
      [
        'Aisyah didaftar keluar pada 18:05, 02/03/2026 oleh Cikgu Lim.',
        'Suhu: 38.2 °C. Suhu ini tinggi (demam).',
        'Diambil oleh: Siti (Mak cik). Orang ini tiada dalam senarai pengambil yang anda benarkan.',
      ].join('\n'),
    );
    expect(notice.text).toContain('Buka dalam');
  });
});
