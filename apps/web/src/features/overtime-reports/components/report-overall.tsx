import type { OvertimeReport } from '@cic/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { formatRinggit } from '@/lib/money';
import { formatDate } from '@/lib/time';

function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-zinc-500 uppercase">{term}</dt>
      <dd className="text-sm break-words text-zinc-900">{children}</dd>
    </div>
  );
}

/** The Overall tab (spec 3 §2.3): every field of the report and its total. */
export function ReportOverall({ report }: { report: OvertimeReport }) {
  const { t } = useTranslation('overtime');
  return (
    <Card className="p-4">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field term={t('report.fields.name')}>{report.name}</Field>
        <Field term={t('report.fields.description')}>{report.description || '-'}</Field>
        <Field term={t('report.fields.students')}>{report._count.students}</Field>
        <Field term={t('report.fields.items')}>{report._count.items}</Field>
        <Field term={t('report.fields.id')}>
          <span className="font-mono text-xs">{report.id}</span>
        </Field>
        <Field term={t('report.fields.startDate')}>{formatDate(report.startDate)}</Field>
        <Field term={t('report.fields.endDate')}>{formatDate(report.endDate)}</Field>
        <Field term={t('report.fields.createdBy')}>{report.createdByUser.email}</Field>
        <Field term={t('report.fields.totalAmount')}>
          <span className="font-semibold tabular-nums">{formatRinggit(report.totalAmount)}</span>
        </Field>
      </dl>
    </Card>
  );
}
