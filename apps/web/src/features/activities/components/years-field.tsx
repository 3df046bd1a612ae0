import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { toggleAllYears, toggleYear } from '../lib/offered-years';

type YearsFieldProps = {
  /** The ages offered (from the centre's students), youngest first. */
  offered: readonly number[];
  value: readonly number[];
  onChange: (years: number[]) => void;
  loading: boolean;
};

function Choice({ label, checked, onToggle }: { label: string; checked: boolean; onToggle: () => void }) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className="flex h-11 items-center gap-2 rounded-lg border border-zinc-300 bg-white px-3 text-sm text-zinc-900 has-[[data-state=checked]]:border-brand-600 has-[[data-state=checked]]:bg-brand-50"
    >
      <Checkbox id={id} checked={checked} onCheckedChange={onToggle} />
      {label}
    </label>
  );
}

/** Which ages the post is for: one box per age, and 'All Ages' for every one (spec 3 §2.1). */
export function YearsField({ offered, value, onChange, loading }: YearsFieldProps) {
  const { t } = useTranslation('teacher');
  const allChosen = offered.length > 0 && offered.every((year) => value.includes(year));
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium text-zinc-800">{t('activityForm.years')}</legend>
      {loading ? <p className="text-sm text-zinc-500">{t('activityForm.loadingAges')}</p> : null}
      {!loading && offered.length === 0 ? (
        <p className="text-sm text-zinc-500">{t('activityForm.noAges')}</p>
      ) : null}
      {offered.length > 0 ? (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <Choice
            label={t('activityForm.allAges')}
            checked={allChosen}
            onToggle={() => onChange(toggleAllYears(offered, value))}
          />
          {offered.map((year) => (
            <Choice
              key={year}
              label={t('activityForm.age', { age: year })}
              checked={value.includes(year)}
              onToggle={() => onChange(toggleYear(value, year))}
            />
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}
