import { useId } from 'react';
import { Checkbox } from './ui/checkbox';

/** A checkbox with its label and, under it, a line that says what it does (Pinned, Urgent, Sensitive). */
export function CheckboxField({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 text-sm text-zinc-900">
      <Checkbox
        id={id}
        aria-describedby={`${id}-hint`}
        checked={checked}
        onCheckedChange={(state) => onChange(state === true)}
        className="mt-0.5"
      />
      <div className="grid">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <span id={`${id}-hint`} className="text-xs text-zinc-600">
          {hint}
        </span>
      </div>
    </div>
  );
}
