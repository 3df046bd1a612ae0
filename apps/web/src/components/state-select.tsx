import { malaysianStates } from '@cic/contract';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from './ui/native-select';

/** The 16 Malaysian states and territories (spec 1 §3), with 'Select a state' until one is chosen. */
export function StateSelect(props: ComponentProps<'select'>) {
  const { t } = useTranslation('common');
  return (
    <NativeSelect {...props}>
      <option value="">{t('stateSelect.placeholder')}</option>
      {malaysianStates.map((state) => (
        <option key={state} value={state}>
          {state}
        </option>
      ))}
    </NativeSelect>
  );
}
