import type { ActivityVisibilityChoice } from '@cic/contract';

const choices: { value: ActivityVisibilityChoice; label: string; hint: string }[] = [
  { value: 'all', label: 'All parents', hint: 'Every parent of a child at this centre' },
  { value: 'year', label: 'Selected years', hint: 'Parents of children of the chosen ages' },
  { value: 'none', label: 'No one', hint: 'Hidden from parents' },
];

type VisibilityFieldProps = {
  value: ActivityVisibilityChoice | undefined;
  onChange: (value: ActivityVisibilityChoice) => void;
};

/** Who among the parents sees the post once published (spec 3 §6): all, year or none. */
export function VisibilityField({ value, onChange }: VisibilityFieldProps) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium text-zinc-800">Visibility</legend>
      {choices.map((choice) => (
        <label
          key={choice.value}
          className="flex items-start gap-3 rounded-lg border border-zinc-300 bg-white p-3 text-sm has-checked:border-brand-600 has-checked:bg-brand-50"
        >
          <input
            type="radio"
            name="visibility"
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
            className="mt-0.5 size-4 accent-brand-600"
          />
          <span className="grid">
            <span className="font-medium text-zinc-900">{choice.label}</span>
            <span className="text-xs text-zinc-600">{choice.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
