import { malaysianStates } from '@cic/contract';
import type { ComponentProps } from 'react';
import { NativeSelect } from './ui/native-select';

/** The 16 Malaysian states and territories (spec 1 §3), with 'Select a state' until one is chosen. */
export function StateSelect(props: ComponentProps<'select'>) {
  return (
    <NativeSelect {...props}>
      <option value="">Select a state</option>
      {malaysianStates.map((state) => (
        <option key={state} value={state}>
          {state}
        </option>
      ))}
    </NativeSelect>
  );
}
