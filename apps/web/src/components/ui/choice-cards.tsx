type ChoiceCardsProps<T extends string> = {
  legend: string;
  /** The radio group's form name. */
  name: string;
  choices: readonly T[];
  value: T | undefined;
  onChange: (value: T) => void;
  label: (choice: T) => string;
  hint: (choice: T) => string;
};

/** A radio group drawn as cards, each choice with its label and a line that says what it does. */
export function ChoiceCards<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  label,
  hint,
}: ChoiceCardsProps<T>) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium text-zinc-800">{legend}</legend>
      {choices.map((choice) => (
        <label
          key={choice}
          className="flex items-start gap-3 rounded-lg border border-zinc-300 bg-white p-3 text-sm has-checked:border-brand-600 has-checked:bg-brand-50"
        >
          <input
            type="radio"
            name={name}
            value={choice}
            checked={value === choice}
            onChange={() => onChange(choice)}
            className="mt-0.5 size-4 accent-brand-600"
          />
          <span className="grid">
            <span className="font-medium text-zinc-900">{label(choice)}</span>
            <span className="text-xs text-zinc-600">{hint(choice)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
