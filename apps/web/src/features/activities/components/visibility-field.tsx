import type { ActivityVisibilityChoice } from '@cic/contract';
import { useTranslation } from 'react-i18next';

/** In the form's order; each names its label and hint under `activityForm.visibilityChoice.`. */
const choices: readonly ActivityVisibilityChoice[] = ['all', 'year', 'none'];

type VisibilityFieldProps = {
  value: ActivityVisibilityChoice | undefined;
  onChange: (value: ActivityVisibilityChoice) => void;
};

/** Who among the parents sees the post once published (spec 3 §6): all, year or none. */
export function VisibilityField({ value, onChange }: VisibilityFieldProps) {
  const { t } = useTranslation('teacher');
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium text-zinc-800">{t('activityForm.visibility')}</legend>
      {choices.map((choice) => (
        <label
          key={choice}
          className="flex items-start gap-3 rounded-lg border border-zinc-300 bg-white p-3 text-sm has-checked:border-brand-600 has-checked:bg-brand-50"
        >
          <input
            type="radio"
            name="visibility"
            value={choice}
            checked={value === choice}
            onChange={() => onChange(choice)}
            className="mt-0.5 size-4 accent-brand-600"
          />
          <span className="grid">
            <span className="font-medium text-zinc-900">{t(`activityForm.visibilityChoice.${choice}`)}</span>
            <span className="text-xs text-zinc-600">{t(`activityForm.visibilityChoice.${choice}Hint`)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
