import { useId } from 'react';

/**
 * A native checkbox drawn as a switch: the design system's Radix switch in this lazy chunk would
 * split Radix's shared context out of the entry and cost every page about 0.4 KiB (decision 048).
 */
const switchLook =
  'relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-zinc-300 transition-colors checked:bg-brand-600 before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-white before:shadow-sm before:transition-transform checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50';

export function SettingRow(props: {
  label: string;
  description: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-medium text-zinc-900">
          {props.label}
        </label>
        <p id={`${id}-description`} className="text-sm text-zinc-600">
          {props.description}
        </p>
      </div>
      <input
        type="checkbox"
        role="switch"
        aria-checked={props.checked}
        className={switchLook}
        id={id}
        aria-describedby={`${id}-description`}
        checked={props.checked}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.checked)}
      />
    </div>
  );
}
