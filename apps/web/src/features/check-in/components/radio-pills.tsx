import { useId } from 'react';
import { ChoicePill, PillFieldset } from '@/components/choice-pills';

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
    <PillFieldset id={id} legend={legend} error={error}>
      {choices.map((choice) => (
        <ChoicePill
          key={choice}
          type="radio"
          name={id}
          value={choice}
          checked={value === choice}
          onChange={() => onChange(choice)}
          aria-invalid={error ? true : undefined}
          label={label(choice)}
        />
      ))}
    </PillFieldset>
  );
}
