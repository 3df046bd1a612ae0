import type { ComponentProps, ReactNode } from 'react';
import { FieldError } from '@/components/ui/form-field';

type PillFieldsetProps = {
  /** Names the error message the group is described by. */
  id: string;
  legend: string;
  error?: string | undefined;
  children: ReactNode;
};

/** A group of short choices drawn as pills that wrap, its message under it and tied to it. */
export function PillFieldset({ id, legend, error, children }: PillFieldsetProps) {
  return (
    <fieldset className="grid gap-1.5" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-zinc-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">{children}</div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

/** One choice as a pill: a radio or a tick box with its words, a thumb's height. */
export function ChoicePill({
  label,
  ...input
}: Omit<ComponentProps<'input'>, 'className'> & { label: string }) {
  return (
    <label className="flex min-h-11 items-center gap-2 rounded-full border border-zinc-300 bg-white px-3 text-sm text-zinc-900 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600">
      <input {...input} className="size-4 accent-brand-600" />
      {label}
    </label>
  );
}
