import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';

type ChoiceGroupProps = {
  legend: string;
  options: readonly { value: string; label: string }[];
  field: UseFormRegisterReturn;
  /** The chosen value, for the highlighted card. */
  value: unknown;
  error?: string | undefined;
  columns?: 2 | 3 | 5;
};

const grid = { 2: 'grid-cols-2', 3: 'grid-cols-2 sm:grid-cols-3', 5: 'grid-cols-5' } as const;

/** A radio group drawn as big cards: a legend, one card per option, the message tied to each radio. */
export function ChoiceGroup({ legend, options, field, value, error, columns = 2 }: ChoiceGroupProps) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset className="grid gap-1.5" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-zinc-800">{legend}</legend>
      <div className={cn('grid gap-2', grid[columns])}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border px-3 text-sm font-medium transition-colors has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
              columns !== 5 && 'justify-start',
              value === option.value
                ? 'border-brand-500 bg-brand-50 text-brand-800'
                : 'border-zinc-300 bg-white text-zinc-800',
            )}
          >
            <input
              type="radio"
              value={option.value}
              className={cn('size-4 accent-brand-600', columns === 5 && 'sr-only')}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              {...field}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
