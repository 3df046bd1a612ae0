import { closingTimeBodySchema } from '@cic/contract';
import { Clock } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { formatClockTime, timePatterns } from '@/lib/time';
import { useSetClosingTime } from '../api/set-closing-time';
import { CentreSettingForm } from './centre-setting-form';
import { useCentreSettingSave } from './use-centre-setting-save';

/**
 * The centre's closing time (issue 30): at it the head of centre and the teachers hear which
 * children are still checked in, and the teacher list shows them first. The browser's own time
 * input; the saved time in the spec's 12-hour pattern (decision 065).
 */
export function ClosingTimeSetting({ centerId, closingTime }: { centerId: string; closingTime: string }) {
  const { t } = useTranslation('admin');
  const save = useSetClosingTime(centerId);
  const [value, setValue] = useState(closingTime);
  const setting = useCentreSettingSave<HTMLInputElement>('closingTime');
  useEffect(() => setValue(closingTime), [closingTime]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = closingTimeBodySchema.safeParse({ closingTime: value });
    if (!parsed.success) {
      setting.refuse(parsed.error.issues[0]?.message ?? null);
      return;
    }
    save.mutate(
      parsed.data.closingTime,
      setting.answers((saved: { closingTime: string }) =>
        toast({
          title: t('centre.closingTime.updated'),
          description: t('centre.closingTime.updatedDescription', {
            time: formatClockTime(saved.closingTime, timePatterns.clockInText),
          }),
        }),
      ),
    );
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
          ref={setting.field}
          {...described}
          type="time"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className="w-36"
        />
      )}
      error={setting.error}
      onSubmit={submit}
      saving={save.isPending}
      saveLabel={t('centre.closingTime.save')}
      savingLabel={t('centre.closingTime.saving')}
      buttonRef={setting.button}
    />
  );
}
