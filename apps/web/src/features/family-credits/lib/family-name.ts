import { useTranslation } from 'react-i18next';

/** 'Tan Family' / 'Keluarga Tan': the family's name as the admin pages say it. */
export function useFamilyLabel() {
  const { t } = useTranslation('overtime');
  return (family: { namedAfter: string }) => t('invoices.family', { name: family.namedAfter });
}
