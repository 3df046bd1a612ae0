import type { ChildEnrolments } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { DetailCard } from '@/components/detail-parts';
import { formatDate, todayInKualaLumpur } from '@/lib/time';
import { EnrolForm } from './enrol-form';
import { EnrolmentPeriods } from './enrolment-periods';
import { WithdrawalForm } from './withdrawal-form';

/**
 * A child's enrolment: the package now, the periods, and the two forms: enrol or change package
 * from a day, and record a withdrawal.
 */
export function ChildEnrolmentsPanel({ enrolments }: { enrolments: ChildEnrolments }) {
  const { t } = useTranslation('billing');
  const latest = enrolments.periods[0];
  const today = todayInKualaLumpur();
  // Enrolled today, or until a last day still to come: a new package is a change of package.
  const enrolled = latest !== undefined && (latest.endsOn === null || latest.endsOn >= today);
  return (
    <div className="grid grid-cols-1 gap-6">
      <DetailCard
        items={[
          {
            label: t('child.packageNow'),
            value: enrolled && latest ? latest.package.name : t('child.notEnrolled'),
          },
          {
            label: t('child.since'),
            value: enrolled && latest ? formatDate(latest.startsOn) : '-',
          },
        ]}
      />
      <EnrolmentPeriods periods={enrolments.periods} />
      <div className="grid grid-cols-1 items-start gap-4 md:grid-cols-2">
        <EnrolForm enrolments={enrolments} enrolled={enrolled} />
        <WithdrawalForm enrolments={enrolments} />
      </div>
    </div>
  );
}
