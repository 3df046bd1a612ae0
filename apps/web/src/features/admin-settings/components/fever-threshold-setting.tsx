import { feverThresholdRules, feverThresholdSchema } from '@cic/contract/check-ins/fever';
import { Thermometer } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FieldError } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast, toastError } from '@/components/ui/use-toast';
import { useFeverThreshold, useUpdateFeverThreshold } from '../api/fever-threshold';

/** Head office's fever threshold: check-ins at or above it are flagged and confirmed by the teacher. */
export function FeverThresholdSetting() {
  const { t } = useTranslation('admin');
  const id = useId();
  const current = useFeverThreshold();
  const update = useUpdateFeverThreshold();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const saved = current.data?.threshold;
  useEffect(() => {
    if (saved !== undefined) setValue(saved.toFixed(1));
  }, [saved]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = feverThresholdSchema.safeParse({ threshold: value.trim() });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter a temperature');
      return;
    }
    setError(null);
    update.mutate(parsed.data, {
      onSuccess: ({ threshold }) =>
        toast({
          title: t('settings.fever.updated'),
          description: t('settings.fever.updatedDescription', { threshold: threshold.toFixed(1) }),
        }),
      onError: (failure) => toastError(failure),
    });
  };

  return (
    <Card className="mt-6 p-5">
      <form noValidate onSubmit={submit} className="grid gap-3">
        <div className="grid gap-1">
          <Label htmlFor={id} className="flex items-center gap-1.5 text-base">
            <Thermometer aria-hidden="true" className="size-4 text-rose-600" />
            {t('settings.fever.label')}
          </Label>
          <p id={`${id}-description`} className="text-sm text-zinc-600">
            {t('settings.fever.description', {
              min: feverThresholdRules.min.toFixed(1),
              max: feverThresholdRules.max.toFixed(1),
            })}
          </p>
        </div>
        <div className="flex items-start gap-3">
          <Input
            id={id}
            inputMode="decimal"
            value={value}
            disabled={current.isPending}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-description${error ? ` ${id}-error` : ''}`}
            onChange={(event) => setValue(event.target.value)}
            className="w-28"
          />
          <Button type="submit" disabled={update.isPending || current.isPending}>
            {update.isPending ? t('settings.fever.saving') : t('settings.fever.save')}
          </Button>
        </div>
        <FieldError id={`${id}-error`} error={error} />
      </form>
    </Card>
  );
}
