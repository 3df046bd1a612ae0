import { createHash } from 'node:crypto';
import { type FailureLimit, fifteenMinutes } from '../../http/failed-attempt-throttle';

/** E-mails are hashed so the counters table holds no addresses. */
const digest = (value: string) => createHash('sha256').update(value.toLowerCase()).digest('hex').slice(0, 32);

/** Failed admin logins: 10 per e-mail and 30 per address in 15 minutes. */
export function adminLoginLimits(email: string, address: string): FailureLimit[] {
  return [
    { key: `admin-login:email:${digest(email)}`, max: 10, windowMs: fifteenMinutes },
    { key: `admin-login:address:${address}`, max: 30, windowMs: fifteenMinutes },
  ];
}

/** Wrong registration codes (the prompt and the form share it): 10 per address in 15 minutes. */
export function registrationCodeLimits(address: string): FailureLimit[] {
  return [{ key: `admin-registration-code:address:${address}`, max: 10, windowMs: fifteenMinutes }];
}
