import { salutations } from '@cic/contract';
import type { ComponentProps } from 'react';
import { NativeSelect } from '@/components/ui/native-select';

/** Mr, Mrs, Ms or Dr, with an empty first choice that the schema refuses ('Please select a salutation'). */
export function SalutationSelect(props: ComponentProps<typeof NativeSelect>) {
  return (
    <NativeSelect {...props}>
      <option value="">Select a salutation</option>
      {salutations.map((salutation) => (
        <option key={salutation} value={salutation}>
          {salutation}
        </option>
      ))}
    </NativeSelect>
  );
}
