import type { BillingRunStatus } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { runBadge } from '../lib/run-status';

/** A run's status in the page's language: Queued, Drafting, Drafted, Issuing, Issued or Failed. */
export function RunStatusBadge({ status }: { status: BillingRunStatus }) {
  const { t } = useTranslation('billing');
  return <Badge variant={runBadge[status]}>{t(`runs.status.${status}`)}</Badge>;
}
