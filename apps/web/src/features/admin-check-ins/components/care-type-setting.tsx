import { type CareType, careTypes } from '@cic/contract/staff-attendance/ratio-rules';
import { Building2 } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '@/components/ui/native-select';
import { toast, toastError } from '@/components/ui/use-toast';
import { useFocusAfter } from '@/hooks/use-focus-after';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useSetCareType } from '../api/set-care-type';
import { CentreSettingForm } from './centre-setting-form';

const isCareType = (value: string): value is CareType => careTypes.some((type) => type === value);

/**
 * The centre's licence, TASKA or TADIKA (issue 45, decision 129): it picks the ratio rules its
 * staff needed are counted by. Save is disabled while it saves, which drops focus: once answered
 * it is back on Save, or on the field when the server refused the type, its message under it.
 */
export function CareTypeSetting({ centerId, careType }: { centerId: string; careType: CareType }) {
  const { t } = useTranslation('ratios');
  const save = useSetCareType(centerId);
  const [value, setValue] = useState<CareType>(careType);
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLSelectElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const focusAfter = useFocusAfter();
  useEffect(() => setValue(careType), [careType]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(value, {
      onSuccess: (saved) => {
        focusAfter(() => button.current);
        toast({
          title: t('careType.updated'),
          description: t('careType.updatedDescription', { type: t(`careTypes.${saved.careType}`) }),
        });
      },
      onError: (failure) => {
        if (!(failure instanceof ApiError && failure.field === 'careType')) {
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
      icon={Building2}
      title={t('careType.title')}
      description={t('careType.description', { type: t(`careTypes.${careType}`) })}
      label={t('careType.label')}
      field={(described) => (
        <NativeSelect
          ref={field}
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
      error={error}
      onSubmit={submit}
      saving={save.isPending}
      saveLabel={t('careType.save')}
      savingLabel={t('careType.saving')}
      buttonRef={button}
    />
  );
}
