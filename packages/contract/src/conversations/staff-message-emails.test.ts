import { describe, expect, it } from 'vitest';
import { staffMessageEmailsOn } from './staff-message-emails';

describe('e-mails of new messages to staff', () => {
  const email = 'siti@centre.test';

  it('are on for a head of centre and off for a teacher until they choose', () => {
    expect(staffMessageEmailsOn({ choice: null, headOfCentre: true, email })).toBe(true);
    expect(staffMessageEmailsOn({ choice: null, headOfCentre: false, email })).toBe(false);
  });

  it('follow the person’s own choice once made', () => {
    expect(staffMessageEmailsOn({ choice: false, headOfCentre: true, email })).toBe(false);
    expect(staffMessageEmailsOn({ choice: true, headOfCentre: false, email })).toBe(true);
  });

  it('are off without an address, whatever was chosen', () => {
    expect(staffMessageEmailsOn({ choice: true, headOfCentre: true, email: null })).toBe(false);
    expect(staffMessageEmailsOn({ choice: null, headOfCentre: true, email: '' })).toBe(false);
  });
});
