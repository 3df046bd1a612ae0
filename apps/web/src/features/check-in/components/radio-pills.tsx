import { useId } from 'react';
import { FieldError } from '@/components/ui/form-field';

type RadioPillsProps<T extends string> = {
  legend: string;
  choices: readonly T[];
  value: string | undefined;
  onChange: (value: T) => void;
  label: (choice: T) => string;
  error?: string | undefined;
};

/** A short radio group drawn as pills that wrap, its message under it and tied to it. */
export function RadioPills<T extends string>({
  legend,
  choices,
  value,
  onChange,
  label,
  error,
}: RadioPillsProps<T>) {
  const id = useId();
  return (
    <fieldset className="grid gap-1.5" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-zinc-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label
            key={choice}
            className="flex min-h-11 items-center gap-2 rounded-full border border-zinc-300 bg-white px-3 text-sm text-zinc-900 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
          >
            <input
              type="radio"
              name={id}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
              aria-invalid={error ? true : undefined}
              className="size-4 accent-brand-600"
            />
            {label(choice)}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
