import { type BillingCentre, registrationNumberBodySchema } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useSaveRegistrationNumber } from '../api/save-registration-number';
import { BillingFormDialog } from './billing-form-dialog';
import { closeWhenSaved } from './close-when-saved';
import { useBillingForm } from './use-billing-form';

const fieldOf = (path: PropertyKey | undefined) =>
  path === 'registrationNumber' ? ('registrationNumber' as const) : null;

/**
 * 'Edit' a centre's registration number as a TASKA/TADIKA: checked with the route's own schema,
 * empty clears it. Saved, it says so and closes; refused, the reason shows under the field.
 */
export function RegistrationNumberDialog({
  centre,
  onClose,
}: {
  centre: BillingCentre;
  onClose: () => void;
}) {
  const { t } = useTranslation('billing');
  const save = useSaveRegistrationNumber(centre.id);
  const form = useBillingForm({ registrationNumber: centre.registrationNumber ?? '' }, fieldOf);
  const { values, errors } = form;

  const submit = () => {
    const parsed = registrationNumberBodySchema.safeParse(values);
    if (!parsed.success) {
      form.showProblems({ registrationNumber: parsed.error.issues[0]?.message ?? '' });
      return;
    }
    const registrationNumber = parsed.data.registrationNumber;
    save.mutate(
      { registrationNumber: registrationNumber ?? '' },
      closeWhenSaved(form, onClose, {
        title: t('settings.centres.saved'),
        description: registrationNumber
          ? t('settings.centres.savedAs', { center: centre.name, number: registrationNumber })
          : t('settings.centres.cleared', { center: centre.name }),
      }),
    );
  };

  return (
    <BillingFormDialog
      form={form}
      busy={save.isPending}
      onClose={onClose}
      title={t('settings.centres.dialogTitle', { center: centre.name })}
      description={t('settings.centres.dialogDescription')}
      onSubmit={submit}
      submit={t('settings.save')}
    >
      <FormField
        label={t('settings.centres.field')}
        hint={t('settings.centres.hint')}
        error={errors.registrationNumber}
      >
        <Input
          autoComplete="off"
          value={values.registrationNumber}
          onChange={(event) => form.change({ registrationNumber: event.target.value })}
        />
      </FormField>
    </BillingFormDialog>
  );
}
