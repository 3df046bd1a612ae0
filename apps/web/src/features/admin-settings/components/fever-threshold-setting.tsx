import {
  feverThresholdMessage,
  feverThresholdRules,
  feverThresholdSchema,
} from '@cic/contract/check-ins/fever';
import { Thermometer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast, toastError } from '@/components/ui/use-toast';
import { useFeverThreshold, useUpdateFeverThreshold } from '../api/fever-threshold';
import { NumberSetting } from './number-setting';

/** Head office's fever threshold: check-ins at or above it are flagged and confirmed by the teacher. */
export function FeverThresholdSetting() {
  const { t } = useTranslation('admin');
  const current = useFeverThreshold();
  const update = useUpdateFeverThreshold();

  const save = (text: string) => {
    const parsed = feverThresholdSchema.safeParse({ threshold: text.trim() });
    if (!parsed.success) return parsed.error.issues[0]?.message ?? feverThresholdMessage;
    update.mutate(parsed.data, {
      onSuccess: ({ threshold }) =>
        toast({
          title: t('settings.fever.updated'),
          description: t('settings.fever.updatedDescription', { threshold: threshold.toFixed(1) }),
        }),
      onError: (failure) => toastError(failure),
    });
    return null;
  };

  return (
    <NumberSetting
      icon={<Thermometer aria-hidden="true" className="size-4 text-rose-600" />}
      label={t('settings.fever.label')}
      description={t('settings.fever.description', {
        min: feverThresholdRules.min.toFixed(1),
        max: feverThresholdRules.max.toFixed(1),
      })}
      saved={current.data?.threshold.toFixed(1)}
      loading={current.isPending}
      saving={update.isPending}
      saveLabel={t('settings.fever.save')}
      savingLabel={t('settings.fever.saving')}
      inputMode="decimal"
      save={save}
    />
  );
}
