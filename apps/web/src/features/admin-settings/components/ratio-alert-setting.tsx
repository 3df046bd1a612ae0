import {
  ratioAlertMinutesRules,
  ratioMessages,
  ratioSettingsSchema,
} from '@cic/contract/staff-attendance/ratio-rules';
import { BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast, toastError } from '@/components/ui/use-toast';
import { useRatioSettings, useUpdateRatioSettings } from '../api/ratio-settings';
import { NumberSetting } from './number-setting';

/** Head office's minutes a centre may stay out of ratio before its staff are told (issue 45, decision 131). */
export function RatioAlertSetting() {
  const { t } = useTranslation('ratios');
  const current = useRatioSettings();
  const update = useUpdateRatioSettings();

  const save = (text: string) => {
    const typed = text.trim();
    const parsed = ratioSettingsSchema.safeParse({ alertMinutes: typed === '' ? typed : Number(typed) });
    if (!parsed.success) return parsed.error.issues[0]?.message ?? ratioMessages.alertMinutes;
    update.mutate(parsed.data, {
      onSuccess: ({ alertMinutes }) =>
        toast({
          title: t('alert.updated'),
          description: t('alert.updatedDescription', { minutes: alertMinutes }),
        }),
      onError: (failure) => toastError(failure),
    });
    return null;
  };

  return (
    <NumberSetting
      icon={<BellRing aria-hidden="true" className="size-4 text-brand-600" />}
      label={t('alert.label')}
      description={t('alert.description', {
        min: ratioAlertMinutesRules.min,
        max: ratioAlertMinutesRules.max,
      })}
      saved={current.data ? String(current.data.alertMinutes) : undefined}
      loading={current.isPending}
      saving={update.isPending}
      saveLabel={t('alert.save')}
      savingLabel={t('alert.saving')}
      inputMode="numeric"
      save={save}
    />
  );
}
