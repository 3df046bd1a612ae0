import type { SavedEInvoiceIssuer } from '@cic/contract';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RefusalMessage } from '@/components/refusal-message';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { useSaveEInvoiceIssuer } from '../api/save-e-invoice-issuer';
import { issuerFormValues } from '../lib/issuer-form';
import { IssuerFields } from './issuer-fields';
import { useIssuerForm } from './use-issuer-form';

/**
 * The organisation's e-invoice issuer (null: not set yet), which every centre without its own
 * issues as. Checked with the route's own schema; saved, it says so as Billing settings do.
 */
export function OrganisationIssuerForm({ issuer }: { issuer: SavedEInvoiceIssuer | null }) {
  const { t } = useTranslation('billing');
  const save = useSaveEInvoiceIssuer();
  const form = useIssuerForm(issuerFormValues(issuer));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.read();
    if (!body) return;
    save.mutate(body, {
      onSuccess: (saved) => {
        toast({ title: t('eInvoice.saved') });
        form.reset(issuerFormValues(saved));
      },
      onError: form.refused,
    });
  };

  return (
    <Card className="p-5">
      <form noValidate onSubmit={submit} className="grid gap-6">
        <div ref={form.fields} className="grid gap-6">
          <IssuerFields form={form} />
          <RefusalMessage refusal={form.refusal} />
        </div>
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('form.saving') : t('eInvoice.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
