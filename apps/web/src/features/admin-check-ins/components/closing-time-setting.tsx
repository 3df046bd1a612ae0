import { closingTimeBodySchema } from '@cic/contract';
import { Clock } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast, toastError } from '@/components/ui/use-toast';
import { useFocusAfter } from '@/hooks/use-focus-after';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { formatClockTime, timePatterns } from '@/lib/time';
import { useSetClosingTime } from '../api/set-closing-time';

/**
 * The centre's closing time (issue 30): at it the head of centre and the teachers hear which
 * children are still checked in, and the teacher list shows them first. The browser's own time
 * input; the saved time in the spec's 12-hour pattern (decision 065). Save is disabled while it
 * saves, which drops focus: once answered it is back on Save, or on the time when the time was
 * refused, its message under it (issue 40).
 */
export function ClosingTimeSetting({ centerId, closingTime }: { centerId: string; closingTime: string }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const save = useSetClosingTime(centerId);
  const [value, setValue] = useState(closingTime);
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const focusAfter = useFocusAfter();
  useEffect(() => setValue(closingTime), [closingTime]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = closingTimeBodySchema.safeParse({ closingTime: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      focusAfter(() => field.current);
      return;
    }
    setError(null);
    save.mutate(parsed.data.closingTime, {
      onSuccess: (saved) => {
        focusAfter(() => button.current);
        toast({
          title: t('centre.closingTime.updated'),
          description: t('centre.closingTime.updatedDescription', {
            time: formatClockTime(saved.closingTime, timePatterns.clockInText),
          }),
        });
      },
      onError: (failure) => {
        if (!(failure instanceof ApiError && failure.field === 'closingTime')) {
          focusAfter(() => button.current);
          toastError(failure);
          return;
        }
        setError(getErrorMessage(failure));
        focusAfter(() => field.current);
      },
    });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-zinc-200 bg-white p-3">
      <form noValidate onSubmit={submit} className="grid gap-2">
        <h2 id={`${id}-title`} className="flex items-center gap-1.5 text-sm font-semibold text-zinc-900">
          <Clock aria-hidden="true" className="size-4 text-brand-600" />
          {t('centre.closingTime.title')}
        </h2>
        <p id={`${id}-description`} className="text-sm text-zinc-600">
          {t('centre.closingTime.description', {
            time: formatClockTime(closingTime, timePatterns.clockInText),
          })}
        </p>
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1">
            <Label htmlFor={id}>{t('centre.closingTime.label')}</Label>
            <Input
              ref={field}
              id={id}
              type="time"
              value={value}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-description${error ? ` ${id}-error` : ''}`}
              onChange={(event) => setValue(event.target.value)}
              className="w-36"
            />
          </div>
          <Button ref={button} type="submit" disabled={save.isPending}>
            {save.isPending ? t('centre.closingTime.saving') : t('centre.closingTime.save')}
          </Button>
        </div>
        <FieldError id={`${id}-error`} error={error} />
      </form>
    </section>
  );
}
