import type { Statement, StatementEntry } from '@cic/contract/billing/statement';
import { formatSen } from '@cic/contract/shared/money';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/time';
import { ListTable, MessageRow } from './list-states';
import { Metric } from './metric';
import { Card } from './ui/card';
import { TableCell, TableRow } from './ui/table';

/** A movement as the statement's PDF words it: 'Payment for INV-2026-000012 (Cash)'. */
export function useStatementEntryText() {
  const { t } = useTranslation('payments');
  return (entry: StatementEntry) =>
    t(`statement.entry.${entry.kind}`, {
      number: entry.invoiceNumber ?? '',
      creditNote: entry.creditNoteNumber ?? '',
      method: entry.method ? t(`statement.method.${entry.method}`) : '',
    });
}

/** An amount in the charges or payments column: blank for none, as statements print. */
const amountText = (sen: number) => (sen === 0 ? '' : formatSen(sen));

type StatementOfAccountProps = {
  statement: Statement;
  /** True while another period loads (the one shown stays). */
  busy: boolean;
};

/**
 * A family's statement of account at a centre, as its PDF reads (issue 41), for the parent's
 * Payments page and the admin's statement page alike: the opening balance, every charge and
 * payment with the balance after it (a card each on a phone, a table on wider screens), the
 * closing balance and the credit held. A negative balance is credit.
 */
export function StatementOfAccount({ statement, busy }: StatementOfAccountProps) {
  const { t } = useTranslation('payments');
  const entryText = useStatementEntryText();
  const columns = [
    t('statement.columns.date'),
    t('statement.columns.description'),
    t('statement.columns.charges'),
    t('statement.columns.payments'),
    t('statement.columns.balance'),
  ];
  const { entries } = statement;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Metric
          label={t('statement.openingBalance')}
          value={formatSen(statement.openingBalanceSen)}
          hint={t('statement.onDate', { date: formatDate(statement.from) })}
        />
        <Metric
          label={t('statement.closingBalance')}
          value={formatSen(statement.closingBalanceSen)}
          hint={t('statement.onDate', { date: formatDate(statement.to) })}
        />
        <Metric label={t('statement.creditHeld')} value={formatSen(statement.creditHeldSen)} />
      </dl>
      {/* A phone reads each movement as a card; wider screens, as the PDF's table. */}
      <ul
        aria-label={t('statement.movements')}
        aria-busy={busy || undefined}
        className="grid gap-2 sm:hidden"
      >
        {entries.length === 0 ? (
          <li className="rounded-xl border border-zinc-200 bg-white p-4 text-center text-sm text-zinc-600">
            {t('statement.noMovements')}
          </li>
        ) : (
          entries.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: movements have no id; a statement's rows never move.
            <li key={index} className="grid gap-2 rounded-xl border border-zinc-200 bg-white p-3 text-sm">
              <div className="flex items-baseline justify-between gap-3">
                <span className="min-w-0 font-medium break-words text-zinc-900">{entryText(entry)}</span>
                <span className="shrink-0 text-zinc-600 tabular-nums">{formatDate(entry.date)}</span>
              </div>
              <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 text-zinc-700">
                {entry.chargeSen === 0 ? null : (
                  <>
                    <dt>{t('statement.columns.charges')}</dt>
                    <dd className="text-right tabular-nums">{formatSen(entry.chargeSen)}</dd>
                  </>
                )}
                {entry.paymentSen === 0 ? null : (
                  <>
                    <dt>{t('statement.columns.payments')}</dt>
                    <dd className="text-right tabular-nums">{formatSen(entry.paymentSen)}</dd>
                  </>
                )}
                <dt className="font-medium text-zinc-900">{t('statement.columns.balance')}</dt>
                <dd className="text-right font-semibold text-zinc-900 tabular-nums">
                  {formatSen(entry.balanceSen)}
                </dd>
              </dl>
            </li>
          ))
        )}
      </ul>
      <Card className="hidden min-w-0 p-2 sm:block">
        <ListTable label={t('statement.movements')} busy={busy} columns={columns}>
          {entries.length === 0 ? (
            <MessageRow columns={columns.length}>{t('statement.noMovements')}</MessageRow>
          ) : (
            entries.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: movements have no id; a statement's rows never move.
              <TableRow key={index}>
                <TableCell className="whitespace-nowrap tabular-nums">{formatDate(entry.date)}</TableCell>
                <TableCell className="min-w-48">{entryText(entry)}</TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">
                  {amountText(entry.chargeSen)}
                </TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">
                  {amountText(entry.paymentSen)}
                </TableCell>
                <TableCell className="text-right font-medium whitespace-nowrap text-zinc-900 tabular-nums">
                  {formatSen(entry.balanceSen)}
                </TableCell>
              </TableRow>
            ))
          )}
        </ListTable>
      </Card>
    </div>
  );
}
