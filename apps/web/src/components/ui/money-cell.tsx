import { formatSen } from '@cic/contract/shared/money';
import { TableCell } from './table';

/** A table's amount in RM, right-aligned in figures of one width; '-' where there is none. */
export function MoneyCell({ sen }: { sen: number | null }) {
  return (
    <TableCell className="text-right whitespace-nowrap tabular-nums">
      {sen === null ? '-' : formatSen(sen)}
    </TableCell>
  );
}
