import { useTranslation } from 'react-i18next';
import { ChoiceBox } from '@/components/choice-box';

/** The ages a childcare centre looks after; none ticked means every child. */
const offeredYears = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** Optional: only the parents of children of these ages (in whole years) receive it. */
export function YearsChoice({
  value,
  onChange,
}: {
  value: readonly number[];
  onChange: (years: number[]) => void;
}) {
  const { t } = useTranslation('announcements');
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-0.5 text-sm font-medium text-zinc-800">{t('form.years')}</legend>
      <p className="text-xs text-zinc-500">{t('form.yearsHint')}</p>
      {/* Boxes as wide as '12 tahun' needs, as many a row as fit: an age never breaks inside a word. */}
      <div className="grid grid-cols-[repeat(auto-fill,minmax(7.5rem,1fr))] gap-2">
        {offeredYears.map((year) => (
          <ChoiceBox
            key={year}
            label={t('form.age', { count: year })}
            checked={value.includes(year)}
            onToggle={() =>
              onChange(value.includes(year) ? value.filter((item) => item !== year) : [...value, year])
            }
          />
        ))}
      </div>
    </fieldset>
  );
}
