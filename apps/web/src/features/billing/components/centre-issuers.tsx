import type { EInvoiceCentre } from '@cic/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminSection } from '@/components/admin-section';
import { DeleteDialog } from '@/components/delete-dialog';
import { InlineLoadError } from '@/components/inline-load-error';
import { ListTable, MessageRow, SkeletonRows } from '@/components/list-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TableCell, TableRow } from '@/components/ui/table';
import { useFocusAfter } from '@/hooks/use-focus-after';
import { useEInvoiceCentres } from '../api/get-e-invoice-centres';
import { useRemoveCentreEInvoiceIssuer } from '../api/remove-centre-e-invoice-issuer';
import { CentreIssuerDialog } from './centre-issuer-dialog';

const columns = [
  'billing:eInvoice.centres.columns.center',
  'billing:eInvoice.centres.columns.issuesAs',
  'billing:eInvoice.centres.columns.legalName',
  'billing:eInvoice.centres.columns.tin',
  'billing:eInvoice.centres.columns.actions',
];

/** A row's first button, 'Set own issuer' or 'Edit': the one element focus returns to whatever the row became. */
const issuerButtonId = (centre: EInvoiceCentre) => `centre-issuer-${centre.id}`;

/**
 * Billing → e-Invoice: every centre with whom its e-invoices name as the supplier, the
 * organisation or the centre's own legal entity (a franchisee), with 'Set own issuer' or 'Edit',
 * and 'Use the organization's' (after a confirmation) for a centre with its own.
 */
export function CentreIssuers() {
  const { t } = useTranslation('billing');
  const centres = useEInvoiceCentres();
  const remove = useRemoveCentreEInvoiceIssuer();
  const focusAfter = useFocusAfter();
  const [editing, setEditing] = useState<EInvoiceCentre | null>(null);
  const [removing, setRemoving] = useState<EInvoiceCentre | null>(null);
  return (
    <AdminSection
      id="centre-issuers-title"
      title={t('eInvoice.centres.title')}
      description={t('eInvoice.centres.description')}
    >
      <Card className="p-4">
        {centres.isError ? (
          <InlineLoadError error={centres.error} onRetry={() => centres.refetch()} />
        ) : (
          <ListTable
            label={t('eInvoice.centres.title')}
            busy={centres.isFetching && !centres.isPending}
            columns={columns.map((column) => t(column))}
          >
            {centres.isPending ? <SkeletonRows columns={columns.length} /> : null}
            {centres.data?.length === 0 ? (
              <MessageRow columns={columns.length}>{t('eInvoice.centres.empty')}</MessageRow>
            ) : null}
            {centres.data?.map((centre) => {
              const own = centre.issuerSource === 'CENTRE';
              return (
                <TableRow key={centre.id}>
                  <TableCell className="min-w-32 font-medium text-zinc-900">{centre.name}</TableCell>
                  <TableCell>
                    {own ? (
                      <Badge>{t('eInvoice.centres.own')}</Badge>
                    ) : (
                      <Badge variant="secondary">{t('eInvoice.centres.organisation')}</Badge>
                    )}
                  </TableCell>
                  <TableCell className="min-w-40">
                    {centre.issuer?.legalName ?? (
                      <span className="text-zinc-500">{t('eInvoice.centres.notSet')}</span>
                    )}
                  </TableCell>
                  <TableCell className="break-all">{centre.issuer?.tin}</TableCell>
                  <TableCell>
                    <div className="flex flex-wrap gap-2">
                      <Button
                        id={issuerButtonId(centre)}
                        variant="outline"
                        size="sm"
                        aria-label={
                          own
                            ? t('eInvoice.centres.editOf', { center: centre.name })
                            : t('eInvoice.centres.setOwnOf', { center: centre.name })
                        }
                        onClick={() => setEditing(centre)}
                      >
                        {own ? t('eInvoice.centres.edit') : t('eInvoice.centres.setOwn')}
                      </Button>
                      {own ? (
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={t('eInvoice.centres.useOrganisationOf', { center: centre.name })}
                          onClick={() => setRemoving(centre)}
                        >
                          {t('eInvoice.centres.useOrganisation')}
                        </Button>
                      ) : null}
                    </div>
                  </TableCell>
                </TableRow>
              );
            })}
          </ListTable>
        )}
      </Card>
      {editing ? <CentreIssuerDialog centre={editing} onClose={() => setEditing(null)} /> : null}
      <DeleteDialog
        target={removing}
        onClose={() => setRemoving(null)}
        title={t('eInvoice.centres.removeTitle', { center: removing?.name ?? '' })}
        description={t('eInvoice.centres.removeDescription', { center: removing?.name ?? '' })}
        deletion={remove}
        variables={(centre) => centre.id}
        deletedTitle={t('eInvoice.centres.removed')}
        deletedDescription={(centre) => t('eInvoice.centres.removedAs', { center: centre.name })}
        confirmLabel={t('eInvoice.centres.useOrganisation')}
        pendingLabel={t('form.saving')}
        // Its 'Use the organization's' button is gone: focus goes to the row's 'Set own issuer'.
        onDeleted={(centre) => focusAfter(() => document.getElementById(issuerButtonId(centre)))}
      />
    </AdminSection>
  );
}
