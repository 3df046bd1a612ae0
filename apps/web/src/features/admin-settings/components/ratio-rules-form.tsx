import {
  type RatioRules,
  ratioBandLimits,
  ratioRulesBodySchema,
} from '@cic/contract/staff-attendance/ratio-rules';
import { Plus } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { toast, toastError } from '@/components/ui/use-toast';
import { firstInvalidField, useFocusAfter } from '@/hooks/use-focus-after';
import { useSaveRatioRules } from '../api/ratio-rules';
import {
  type BandErrors,
  type BandField,
  type BandRow,
  bandErrorsOf,
  bandPath,
  bandsBody,
  refusedBands,
  rowsOf,
} from '../lib/band-rows';
import { RatioBandFields } from './ratio-band-fields';

/**
 * One centre type's age bands (issue 45, decision 129): add, remove, save. The contract's schema
 * checks them before sending and the server again; each problem shows under its band's field,
 * the first takes focus. After Save, focus is back on Save; after Add, on the new band's age;
 * after Remove, on the band that took its place, or Add.
 */
export function RatioRulesForm({ rules }: { rules: RatioRules }) {
  const { t } = useTranslation('ratios');
  const id = useId();
  const save = useSaveRatioRules(rules.careType);
  const keys = useRef(0);
  const nextKey = () => {
    keys.current += 1;
    return keys.current;
  };
  const [rows, setRows] = useState<BandRow[]>(() => rowsOf(rules.bands, nextKey));
  const [errors, setErrors] = useState<BandErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAfter = useFocusAfter();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the saved bands replace the rows, not each draw
  useEffect(() => setRows(rowsOf(rules.bands, nextKey)), [rules.bands]);

  const type = t(`careTypes.${rules.careType}`);
  const field = (name: string) => () => form.current?.querySelector<HTMLElement>(`[name="${name}"]`);

  const change = (index: number, name: BandField, text: string) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, [name]: text } : row)));

  const add = () => {
    const last = rows.at(-1);
    const fromAge = last && /^\d+$/.test(last.fromAge.trim()) ? String(Number(last.fromAge) + 1) : '';
    setRows([...rows, { key: nextKey(), fromAge, childrenPerStaff: '' }]);
    setErrors({});
    focusAfter(field(bandPath(rows.length, 'fromAge')));
  };

  const remove = (index: number) => {
    setRows(rows.filter((_, at) => at !== index));
    setErrors({});
    focusAfter(field(bandPath(index, 'fromAge')), () => addButton.current);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ratioRulesBodySchema.safeParse(bandsBody(rows));
    if (!parsed.success) {
      setErrors(bandErrorsOf(parsed.error.issues));
      focusAfter(() => firstInvalidField(form.current));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => {
        focusAfter(() => saveButton.current);
        toast({ title: t('rules.saved'), description: t('rules.savedDescription', { type }) });
      },
      onError: (failure) => {
        const refused = refusedBands(failure);
        if (!refused) {
          focusAfter(() => saveButton.current);
          toastError(failure);
          return;
        }
        setErrors(refused);
        focusAfter(
          () => firstInvalidField(form.current),
          () => saveButton.current,
        );
      },
    });
  };

  const full = rows.length >= ratioBandLimits.maxBands;

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <div className="grid gap-1">
        <h3 id={`${id}-title`} className="text-base font-semibold text-zinc-900">
          {type}
        </h3>
        <p className="text-sm text-zinc-600">{t(`rules.note.${rules.careType}`)}</p>
      </div>
      <form ref={form} noValidate onSubmit={submit} className="grid gap-3">
        {rows.map((row, index) => (
          <RatioBandFields
            key={row.key}
            row={row}
            index={index}
            errors={errors}
            onChange={(name, text) => change(index, name, text)}
            onRemove={rows.length > 1 ? () => remove(index) : undefined}
          />
        ))}
        <FieldError error={errors.bands} />
        <div className="flex flex-wrap items-center gap-3">
          {full ? (
            <p className="text-sm text-zinc-600">{t('rules.maxBands', { max: ratioBandLimits.maxBands })}</p>
          ) : (
            <Button ref={addButton} variant="outline" onClick={add}>
              <Plus aria-hidden="true" />
              {t('rules.add')}
            </Button>
          )}
          <Button ref={saveButton} type="submit" disabled={save.isPending}>
            {save.isPending ? t('rules.saving') : t('rules.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
