import type { AbsenceReason } from '@cic/contract/parent/absences';
import { i18n } from '@/i18n/i18n';

/** A reported absence's reason code in the page's language (decision 078). */
export function absenceReasonLabel(reason: AbsenceReason): string {
  return i18n.t(`common:absenceReason.${reason}`);
}
