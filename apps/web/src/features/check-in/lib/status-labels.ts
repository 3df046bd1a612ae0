import type { CheckInStatus } from '@cic/contract';

/** The spec's words for the two records: buttons, badges and the form's Type. */
export const statusLabels: Record<CheckInStatus, string> = { CHECKIN: 'Check In', CHECKOUT: 'Check Out' };

/** While the record is being sent (spec 2 §2.4). */
export const sendingLabels: Record<CheckInStatus, string> = {
  CHECKIN: 'Checking In...',
  CHECKOUT: 'Checking Out...',
};

/** The success text when the server sends none. */
export const successMessages: Record<CheckInStatus, string> = {
  CHECKIN: 'Checked in successfully',
  CHECKOUT: 'Checked out successfully',
};
