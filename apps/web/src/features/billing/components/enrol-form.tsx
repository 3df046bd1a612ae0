import {
  billingMessages,
  type ChildEnrolments,
  enrolBodySchema,
  readDateEntry,
  typedDateOf,
} from '@cic/contract';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { RefusalMessage } from '@/components/refusal-message';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { todayInKualaLumpur } from '@/lib/time';
import { useChangeEnrolment } from '../api/child-enrolments';
import { SavedMessage } from './saved-message';
import { useBillingForm } from './use-billing-form';

const enrolFieldOf = (path: PropertyKey | undefined) =>
  path === 'packageId' || path === 'startsOn' ? path : null;

const dayRules = { required: billingMessages.startsOn };

type EnrolFormProps = {
  enrolments: ChildEnrolments;
  /** Enrolled today or from a day to come: the form changes the package rather than enrols. */
  enrolled: boolean;
};

/**
 * 'Enrol' a child not enrolled, or 'Change package' from a first day: the current package then ends
 * the day before. The packages are those of the child's centre.
 */
export function EnrolForm({ enrolments, enrolled }: EnrolFormProps) {
  const { t } = useTranslation('billing');
  const headingId = useId();
  const change = useChangeEnrolment(enrolments.child.id);
  const currentPackage = enrolled ? enrolments.periods[0]?.package.id : undefined;
  const firstChoice =
    enrolments.packages.find((pkg) => pkg.id !== currentPackage)?.id ?? enrolments.packages[0]?.id ?? '';
  const form = useBillingForm(
    { packageId: firstChoice, startsOn: typedDateOf(todayInKualaLumpur()) },
    enrolFieldOf,
  );
  const { values, errors } = form;
  const words = enrolled ? 'change' : 'enrol';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const day = readDateEntry(values.startsOn, dayRules);
    const parsed = enrolBodySchema.safeParse({ packageId: values.packageId, startsOn: day.day ?? '' });
    if (day.problem || !parsed.success) {
      const packageIssue = parsed.success
        ? undefined
        : parsed.error.issues.find((issue) => issue.path[0] === 'packageId')?.message;
      form.showProblems({ packageId: packageIssue, startsOn: day.problem ?? undefined });
      return;
    }
    change.mutate(
      { kind: 'enrol', body: parsed.data },
      {
        // The chosen package is now the current one: the next change starts from another.
        onSuccess: () =>
          form.reset(
            {
              packageId:
                enrolments.packages.find((pkg) => pkg.id !== values.packageId)?.id ?? values.packageId,
              startsOn: typedDateOf(todayInKualaLumpur()),
            },
            t(`child.${words}.done`),
          ),
        onError: form.refused,
      },
    );
  };

  return (
    <Card className="min-w-0 p-4">
      <form noValidate aria-labelledby={headingId} onSubmit={submit} className="grid grid-cols-1 gap-4">
        <div className="grid gap-1">
          <h3 id={headingId} className="text-base font-semibold text-zinc-900">
            {t(`child.${words}.title`)}
          </h3>
          <p className="text-sm text-zinc-600">{t(`child.${words}.description`)}</p>
        </div>
        {enrolments.packages.length === 0 ? (
          <p className="text-sm text-zinc-600">{t('child.noPackages', { center: enrolments.centre.name })}</p>
        ) : (
          <>
            <div ref={form.fields} className="grid grid-cols-1 gap-4">
              <FormField label={t('child.package')} error={errors.packageId}>
                <NativeSelect
                  value={values.packageId}
                  onChange={(event) => form.change({ packageId: event.target.value })}
                >
                  {enrolments.packages.map((pkg) => (
                    <option key={pkg.id} value={pkg.id}>
                      {pkg.id === currentPackage ? t('child.currentPackage', { name: pkg.name }) : pkg.name}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <DateField
                className="w-fit"
                label={t('child.startsOn')}
                value={values.startsOn}
                onChange={(startsOn) => form.change({ startsOn })}
                rules={dayRules}
                error={errors.startsOn}
              />
              <RefusalMessage refusal={form.refusal} />
            </div>
            <SavedMessage saved={form.saved} />
            <div>
              <Button type="submit" disabled={change.isPending}>
                {change.isPending ? t('form.saving') : t(`child.${words}.submit`)}
              </Button>
            </div>
          </>
        )}
      </form>
    </Card>
  );
}
