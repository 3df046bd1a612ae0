import { type CareType, careTypes } from '@cic/contract/staff-attendance/ratio-rules';
import { Building2 } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { useSetCareType } from '../api/set-care-type';
import { CentreSettingForm } from './centre-setting-form';
import { useCentreSettingSave } from './use-centre-setting-save';

const isCareType = (value: string): value is CareType => careTypes.some((type) => type === value);

/**
 * The centre's licence, TASKA or TADIKA (issue 45, decision 129): it picks the ratio rules its
 * staff needed are counted by.
 */
export function CareTypeSetting({ centerId, careType }: { centerId: string; careType: CareType }) {
  const { t } = useTranslation('ratios');
  const save = useSetCareType(centerId);
  const [value, setValue] = useState<CareType>(careType);
  const setting = useCentreSettingSave<HTMLSelectElement>('careType');
  useEffect(() => setValue(careType), [careType]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      value,
      setting.answers((saved: { careType: CareType }) =>
        toast({
          title: t('careType.updated'),
          description: t('careType.updatedDescription', { type: t(`careTypes.${saved.careType}`) }),
        }),
      ),
    );
  };

  return (
    <CentreSettingForm
      icon={Building2}
      title={t('careType.title')}
      description={t('careType.description', { type: t(`careTypes.${careType}`) })}
      label={t('careType.label')}
      field={(described) => (
        <NativeSelect
          ref={setting.field}
          {...described}
          value={value}
          onChange={(event) => {
            if (isCareType(event.target.value)) setValue(event.target.value);
          }}
          className="w-72 max-w-full"
        >
          {careTypes.map((type) => (
            <option key={type} value={type}>
              {t(`careTypes.${type}`)}
            </option>
          ))}
        </NativeSelect>
      )}
      error={setting.error}
      onSubmit={submit}
      saving={save.isPending}
      saveLabel={t('careType.save')}
      savingLabel={t('careType.saving')}
      buttonRef={setting.button}
    />
  );
}
