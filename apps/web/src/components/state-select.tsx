import { type MalaysianState, malaysianStates } from '@cic/contract';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from './ui/native-select';

type StateSelectProps = ComponentProps<'select'> & {
  /** What a state's option sends: its name, unless said (an e-invoice address sends its code). */
  optionValue?: (state: MalaysianState) => string;
};

/** The 16 Malaysian states and territories (spec 1 §3), with 'Select a state' until one is chosen. */
export function StateSelect({ optionValue = (state) => state, ...props }: StateSelectProps) {
  const { t } = useTranslation('common');
  return (
    <NativeSelect {...props}>
      <option value="">{t('stateSelect.placeholder')}</option>
      {malaysianStates.map((state) => (
        <option key={state} value={optionValue(state)}>
          {state}
        </option>
      ))}
    </NativeSelect>
  );
}
