import { closingTimeBodySchema } from '@cic/contract';
import { Clock } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { toast, toastError } from '@/components/ui/use-toast';
import { useFocusAfter } from '@/hooks/use-focus-after';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { formatClockTime, timePatterns } from '@/lib/time';
import { useSetClosingTime } from '../api/set-closing-time';
import { CentreSettingForm } from './centre-setting-form';

/**
 * The centre's closing time (issue 30): at it the head of centre and the teachers hear which
 * children are still checked in, and the teacher list shows them first. The browser's own time
 * input; the saved time in the spec's 12-hour pattern (decision 065). Save is disabled while it
 * saves, which drops focus: once answered it is back on Save, or on the time when the time was
 * refused, its message under it (issue 40).
 */
export function ClosingTimeSetting({ centerId, closingTime }: { centerId: string; closingTime: string }) {
  const { t } = useTranslation('admin');
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
    <CentreSettingForm
      icon={Clock}
      title={t('centre.closingTime.title')}
      description={t('centre.closingTime.description', {
        time: formatClockTime(closingTime, timePatterns.clockInText),
      })}
      label={t('centre.closingTime.label')}
      field={(described) => (
        <Input
          ref={field}
          {...described}
          type="time"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className="w-36"
        />
      )}
      error={error}
      onSubmit={submit}
      saving={save.isPending}
      saveLabel={t('centre.closingTime.save')}
      savingLabel={t('centre.closingTime.saving')}
      buttonRef={button}
    />
  );
}
