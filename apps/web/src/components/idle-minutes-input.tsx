import { idleMinutesRange } from '@cic/contract';
import type { ComponentProps } from 'react';
import { Input } from './ui/input';

/**
 * The minutes of a centre's idle time (decision 084), as the admin and the head of centre type
 * them: whole minutes with the phone's number pad, within the range the API takes.
 */
export function IdleMinutesInput(props: Omit<ComponentProps<'input'>, 'type' | 'inputMode' | 'min' | 'max'>) {
  return (
    <Input
      type="number"
      inputMode="numeric"
      min={idleMinutesRange.min}
      max={idleMinutesRange.max}
      {...props}
    />
  );
}
