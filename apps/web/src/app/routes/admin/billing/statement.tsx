import { useTranslation } from 'react-i18next';
import { paths } from '@/app/paths';
import { DetailError, DetailSkeleton } from '@/components/detail-parts';
import { DownloadButton } from '@/components/download-button';
import { StatementOfAccount } from '@/components/statement-of-account';
import { type StatementPeriod, StatementPeriodFields, thisYearSoFar } from '@/components/statement-period';
import { Card } from '@/components/ui/card';
import { useDownloadStatementPdf } from '@/features/billing/api/download-statement-pdf';
import { useStatement } from '@/features/billing/api/get-statement';
import { useFamilyName } from '@/features/billing/lib/run-invoice-words';
import { useAddressParams, withParams } from '@/hooks/use-address-params';
import { isCalendarDay } from '@/lib/calendar-day';
import { todayInKualaLumpur } from '@/lib/time';
import { AdminPage } from '../admin-page';

const A = paths.admin;

/** The period in the address (`from`, `to`), this year so far where it names no day. */
function readPeriod(params: URLSearchParams): StatementPeriod {
  const fallback = thisYearSoFar(todayInKualaLumpur());
  const day = (key: keyof StatementPeriod) => {
    const value = params.get(key);
    return value && isCalendarDay(value) ? value : fallback[key];
  };
  return { from: day('from'), to: day('to') };
}

/**
 * /app/admin/billing/statement?familyId&centerId&from&to (issue 41): a family's statement of
 * account at a centre, as the parent sees it on their Payments page, with its PDF. Opened from the
 * family's row on the Ageing page; the address keeps the period, so a reload shows the same.
 */
export function BillingStatementPage() {
  const { t } = useTranslation('billing');
  const { params, update } = useAddressParams();
  const familyName = useFamilyName();
  const period = readPeriod(params);
  const query = { familyId: params.get('familyId') ?? '', centerId: params.get('centerId') ?? '', ...period };
  const statement = useStatement(query);
  const pdf = useDownloadStatementPdf();
  const data = statement.data;
  const family = data ? familyName({ familyNamedAfter: data.family.namedAfter }) : null;
  const setPeriod = (next: StatementPeriod) => update((live) => withParams(live, next), { replace: true });
  return (
    <AdminPage
      title={family ? t('statement.title', { family }) : t('statement.pageTitle')}
      description={data ? data.centre.name : undefined}
      back={{ to: A.billingAgeing.path, label: t('statement.back') }}
      actions={
        data ? (
          <DownloadButton
            download={pdf}
            input={query}
            label={t('statement.download')}
            pendingLabel={t('statement.downloading')}
          />
        ) : null
      }
    >
      {statement.isPending ? <DetailSkeleton /> : null}
      {statement.isError ? <DetailError error={statement.error} notFound={t('statement.notFound')} /> : null}
      {data ? (
        <>
          <Card className="p-4">
            <StatementPeriodFields period={period} onChange={setPeriod} />
          </Card>
          <StatementOfAccount statement={data} busy={statement.isFetching} />
        </>
      ) : null}
    </AdminPage>
  );
}
