import { feeLineWords } from '@cic/contract/billing/fee-line-words';
import type { FeeLineCharge } from '@cic/contract/billing/invoice-line-charge';
import { useTranslation } from 'react-i18next';

/** A fee line in the reader's language, as the PDF words it: 'Full Day: monthly fee, 12 of 31 days'. */
export function useFeeLineText() {
  const { t } = useTranslation('billing');
  return (charge: FeeLineCharge) => {
    const words = feeLineWords(charge);
    return t(`feeLine.${words.wording}`, words.params);
  };
}
