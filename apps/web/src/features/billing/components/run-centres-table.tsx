import type { BillingRunDetail } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { ListTable, MessageRow } from '@/components/list-states';
import { MoneyCell } from '@/components/ui/money-cell';
import { TableCell, TableRow } from '@/components/ui/table';

/** The run's invoices and totals by centre, with how many of them are still drafts. */
export function RunCentresTable({ run }: { run: BillingRunDetail }) {
  const { t } = useTranslation('billing');
  const columns = [
    t('run.centres.columns.center'),
    t('run.centres.columns.invoices'),
    t('run.centres.columns.drafts'),
    t('run.centres.columns.total'),
  ];
  return (
    <ListTable label={t('run.centres.title')} busy={false} columns={columns}>
      {run.centres.length === 0 ? (
        <MessageRow columns={columns.length}>{t('run.centres.empty')}</MessageRow>
      ) : (
        run.centres.map((row) => (
          <TableRow key={row.centre.id}>
            <TableCell className="min-w-40 font-medium text-zinc-900">{row.centre.name}</TableCell>
            <TableCell className="text-right tabular-nums">{row.invoices}</TableCell>
            <TableCell className="text-right tabular-nums">{row.drafts}</TableCell>
            <MoneyCell sen={row.totalSen} />
          </TableRow>
        ))
      )}
    </ListTable>
  );
}
