import { salutations } from '@cic/contract';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '@/components/ui/native-select';

/** Mr, Mrs, Ms or Dr, with an empty first choice that the schema refuses ('Please select a salutation'). */
export function SalutationSelect(props: ComponentProps<typeof NativeSelect>) {
  const { t } = useTranslation('parent');
  return (
    <NativeSelect {...props}>
      <option value="">{t('profile.selectSalutation')}</option>
      {salutations.map((salutation) => (
        <option key={salutation} value={salutation}>
          {t(`salutation.${salutation}`)}
        </option>
      ))}
    </NativeSelect>
  );
}
