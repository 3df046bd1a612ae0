import { organisationName } from '@cic/contract/shared/product';

type Sent = { author: { name: string; role: 'ADMIN' | 'HEAD_OF_CENTRE' }; centre: { name: string } | null };

/**
 * Who an announcement is from, as its readers see it: the head of centre's centre, or the
 * organisation for an admin's (the API gives no admin's name to readers).
 */
export function senderOf(announcement: Sent): string {
  if (announcement.author.role === 'ADMIN') return organisationName;
  return announcement.centre?.name ?? (announcement.author.name || organisationName);
}
