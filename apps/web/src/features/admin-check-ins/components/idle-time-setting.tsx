import { idleMinutesBodySchema, idleMinutesRange } from '@cic/contract';
import { Timer } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast, toastError } from '@/components/ui/use-toast';
import { useSetIdleMinutes } from '../api/set-idle-minutes';

/**
 * The centre's idle time (decision 084): after that many minutes without use the teacher app on
 * the centre's phone returns to the name picker, and the next teacher enters their own PIN.
 */
export function IdleTimeSetting({ centerId, idleMinutes }: { centerId: string; idleMinutes: number }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const save = useSetIdleMinutes(centerId);
  const [value, setValue] = useState(String(idleMinutes));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setValue(String(idleMinutes)), [idleMinutes]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = idleMinutesBodySchema.safeParse({ minutes: Number(value) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    save.mutate(parsed.data.minutes, {
      onSuccess: (saved) =>
        toast({
          title: t('centre.idleTime.updated'),
          description: t('centre.idleTime.updatedDescription', { minutes: saved.minutes }),
        }),
      onError: (failure) => toastError(failure),
    });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-zinc-200 bg-white p-3">
      <form noValidate onSubmit={submit} className="grid gap-2">
        <h2 id={`${id}-title`} className="flex items-center gap-1.5 text-sm font-semibold text-zinc-900">
          <Timer aria-hidden="true" className="size-4 text-brand-600" />
          {t('centre.idleTime.title')}
        </h2>
        <p id={`${id}-description`} className="text-sm text-zinc-600">
          {t('centre.idleTime.description', { minutes: idleMinutes })}
        </p>
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1">
            <Label htmlFor={id}>{t('centre.idleTime.label')}</Label>
            <Input
              id={id}
              type="number"
              inputMode="numeric"
              min={idleMinutesRange.min}
              max={idleMinutesRange.max}
              value={value}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-description${error ? ` ${id}-error` : ''}`}
              onChange={(event) => setValue(event.target.value)}
              className="w-28"
            />
          </div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('centre.idleTime.saving') : t('centre.idleTime.save')}
          </Button>
        </div>
        <FieldError id={`${id}-error`} error={error} />
      </form>
    </section>
  );
}
