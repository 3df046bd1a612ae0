import type { EInvoiceCentre } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { useSaveCentreEInvoiceIssuer } from '../api/save-centre-e-invoice-issuer';
import { issuerFormValues } from '../lib/issuer-form';
import { BillingFormDialog } from './billing-form-dialog';
import { closeWhenSaved } from './close-when-saved';
import { IssuerFields } from './issuer-fields';
import { useIssuerForm } from './use-issuer-form';

/**
 * 'Set own issuer' or 'Edit' a centre's own e-invoice issuer: the same fields as the
 * organisation's, empty for a centre that issues as the organisation. Saved, it says so and closes.
 */
export function CentreIssuerDialog({ centre, onClose }: { centre: EInvoiceCentre; onClose: () => void }) {
  const { t } = useTranslation('billing');
  const save = useSaveCentreEInvoiceIssuer(centre.id);
  const form = useIssuerForm(issuerFormValues(centre.issuerSource === 'CENTRE' ? centre.issuer : null));

  const submit = () => {
    const body = form.read();
    if (!body) return;
    save.mutate(
      body,
      closeWhenSaved(form, onClose, {
        title: t('eInvoice.centres.saved'),
        description: t('eInvoice.centres.savedAs', { center: centre.name, name: body.legalName }),
      }),
    );
  };

  return (
    <BillingFormDialog
      form={form}
      busy={save.isPending}
      onClose={onClose}
      title={t('eInvoice.centres.dialogTitle', { center: centre.name })}
      description={t('eInvoice.centres.dialogDescription', { center: centre.name })}
      onSubmit={submit}
      submit={t('eInvoice.save')}
      className="max-w-2xl"
    >
      <IssuerFields form={form} />
    </BillingFormDialog>
  );
}
