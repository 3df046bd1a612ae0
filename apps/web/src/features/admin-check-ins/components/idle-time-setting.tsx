import { idleMinutesBodySchema } from '@cic/contract';
import { Timer } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IdleMinutesInput } from '@/components/idle-minutes-input';
import { toast, toastError } from '@/components/ui/use-toast';
import { useSetIdleMinutes } from '../api/set-idle-minutes';
import { CentreSettingForm } from './centre-setting-form';

/**
 * The centre's idle time (decision 084): after that many minutes without use the teacher app on
 * the centre's phone returns to the name picker, and the next teacher enters their own PIN.
 */
export function IdleTimeSetting({ centerId, idleMinutes }: { centerId: string; idleMinutes: number }) {
  const { t } = useTranslation('admin');
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
    <CentreSettingForm
      icon={Timer}
      title={t('centre.idleTime.title')}
      description={t('centre.idleTime.description', { minutes: idleMinutes })}
      label={t('centre.idleTime.label')}
      field={(described) => (
        <IdleMinutesInput
          {...described}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className="w-28"
        />
      )}
      error={error}
      onSubmit={submit}
      saving={save.isPending}
      saveLabel={t('centre.idleTime.save')}
      savingLabel={t('centre.idleTime.saving')}
    />
  );
}
