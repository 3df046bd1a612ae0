import type { BillingCentre } from '@cic/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminSection } from '@/components/admin-section';
import { InlineLoadError } from '@/components/inline-load-error';
import { ListTable, MessageRow, SkeletonRows } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TableCell, TableRow } from '@/components/ui/table';
import { useRegistrationNumbers } from '../api/get-registration-numbers';
import { RegistrationNumberDialog } from './registration-number-dialog';

const columns = [
  'billing:settings.centres.columns.center',
  'billing:settings.centres.columns.number',
  'billing:settings.centres.columns.actions',
];

/**
 * Billing → Settings: every centre's registration number as a TASKA/TADIKA (or 'Not set'), which
 * the yearly fee statement prints, each with 'Edit'.
 */
export function RegistrationNumbers() {
  const { t } = useTranslation('billing');
  const centres = useRegistrationNumbers();
  const [editing, setEditing] = useState<BillingCentre | null>(null);
  return (
    <AdminSection
      id="registration-numbers-title"
      title={t('settings.centres.title')}
      description={t('settings.centres.description')}
    >
      <Card className="p-4">
        {centres.isError ? (
          <InlineLoadError error={centres.error} onRetry={() => centres.refetch()} />
        ) : (
          <ListTable
            label={t('settings.centres.title')}
            busy={centres.isFetching && !centres.isPending}
            columns={columns.map((column) => t(column))}
          >
            {centres.isPending ? <SkeletonRows columns={columns.length} /> : null}
            {centres.data?.length === 0 ? (
              <MessageRow columns={columns.length}>{t('settings.centres.empty')}</MessageRow>
            ) : null}
            {centres.data?.map((centre) => (
              <TableRow key={centre.id}>
                <TableCell className="min-w-32 font-medium text-zinc-900">{centre.name}</TableCell>
                <TableCell className="min-w-32 break-all">
                  {centre.registrationNumber ?? (
                    <span className="text-zinc-500">{t('settings.centres.notSet')}</span>
                  )}
                </TableCell>
                <TableCell>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t('settings.centres.editOf', { center: centre.name })}
                    onClick={() => setEditing(centre)}
                  >
                    {t('settings.centres.edit')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </ListTable>
        )}
      </Card>
      {editing ? <RegistrationNumberDialog centre={editing} onClose={() => setEditing(null)} /> : null}
    </AdminSection>
  );
}
