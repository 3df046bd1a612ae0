import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { type BandErrors, type BandField, type BandRow, bandFields, bandPath } from '../lib/band-rows';

type RatioBandFieldsProps = {
  row: BandRow;
  index: number;
  errors: BandErrors;
  onChange: (field: BandField, text: string) => void;
  /** Absent for the only band: a type keeps at least one. */
  onRemove: (() => void) | undefined;
};

/** One age band: from which age, how many children one carer may look after, and Remove. */
export function RatioBandFields({ row, index, errors, onChange, onRemove }: RatioBandFieldsProps) {
  const { t } = useTranslation('ratios');
  const n = index + 1;
  return (
    <fieldset className="flex flex-wrap items-start gap-3 rounded-lg border border-zinc-200 p-3">
      <legend className="px-1 text-xs font-medium text-zinc-600">{t('rules.band', { n })}</legend>
      {bandFields.map((field) => (
        <FormField key={field} label={t(`rules.${field}`)} error={errors[bandPath(index, field)]}>
          <Input
            name={bandPath(index, field)}
            inputMode="numeric"
            value={row[field]}
            onChange={(event) => onChange(field, event.target.value)}
            className="w-24"
          />
        </FormField>
      ))}
      {onRemove ? (
        <Button
          variant="ghost"
          size="sm"
          className="mt-7"
          aria-label={t('rules.removeBand', { n })}
          onClick={onRemove}
        >
          {t('rules.remove')}
        </Button>
      ) : null}
    </fieldset>
  );
}
