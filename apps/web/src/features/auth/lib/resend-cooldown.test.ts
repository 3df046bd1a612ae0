import { describe, expect, it } from 'vitest';
import { secondsUntilResend } from './resend-cooldown';

describe('secondsUntilResend', () => {
  const sentAt = 1_000_000;

  it('counts down a minute from the request', () => {
    expect(secondsUntilResend(sentAt, sentAt)).toBe(60);
    expect(secondsUntilResend(sentAt, sentAt + 400)).toBe(60);
    expect(secondsUntilResend(sentAt, sentAt + 1_000)).toBe(59);
    expect(secondsUntilResend(sentAt, sentAt + 59_001)).toBe(1);
  });

  it('is zero once the minute has passed', () => {
    expect(secondsUntilResend(sentAt, sentAt + 60_000)).toBe(0);
    expect(secondsUntilResend(sentAt, sentAt + 600_000)).toBe(0);
  });

  it('never exceeds the cooldown when the clock goes back', () => {
    expect(secondsUntilResend(sentAt, sentAt - 5_000)).toBe(60);
  });
});
