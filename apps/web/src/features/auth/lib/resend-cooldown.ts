/** The server allows one code request a minute per e-mail and address; the dialog waits as long before offering another. */
export const resendCooldownSeconds = 60;

/** Whole seconds left before 'Resend code' is offered again (0 when it is). */
export function secondsUntilResend(sentAt: number, now: number, cooldown = resendCooldownSeconds): number {
  const left = Math.ceil(cooldown - (now - sentAt) / 1000);
  return Math.min(cooldown, Math.max(0, left));
}
