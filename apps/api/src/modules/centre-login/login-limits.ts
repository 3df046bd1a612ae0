import { type FailureLimit, fifteenMinutes } from '../../http/failed-attempt-throttle';

/** Failed centre logins: 10 per centre and 30 per address in 15 minutes. */
export function centreLoginLimits(centreId: string, address: string): FailureLimit[] {
  return [
    { key: `centre-login:centre:${centreId.slice(0, 64).toLowerCase()}`, max: 10, windowMs: fifteenMinutes },
    { key: `centre-login:address:${address}`, max: 30, windowMs: fifteenMinutes },
  ];
}

/** Failed head-of-centre logins: 10 per e-mail and 30 per address in 15 minutes. */
export function hocLoginLimits(email: string, address: string): FailureLimit[] {
  return [
    { key: `hoc-login:email:${email.slice(0, 254).toLowerCase()}`, max: 10, windowMs: fifteenMinutes },
    { key: `hoc-login:address:${address}`, max: 30, windowMs: fifteenMinutes },
  ];
}
