import type { ComponentProps } from 'react';
import { Input } from './ui/input';

type IdInputProps = Omit<ComponentProps<'input'>, 'inputMode' | 'placeholder' | 'autoCapitalize'>;

/** Registers a passport number in capitals, as it is printed: `form.register('passport', inCapitals)`. */
export const inCapitals = { setValueAs: (value: string) => value.toUpperCase() };

/** A parent's passport number (a foreigner's ID): shown in capitals whatever the keyboard types. */
export function PassportInput(props: IdInputProps) {
  return <Input autoCapitalize="characters" className="uppercase" {...props} />;
}

/** A parent's NRIC (a Malaysian's ID): twelve digits on the number pad, with an example number. */
export function NricInput(props: IdInputProps) {
  return <Input inputMode="numeric" placeholder="880101141234" {...props} />;
}
