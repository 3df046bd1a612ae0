import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToastInput } from '@/components/ui/use-toast';
import { type FeeChange, useChangeFee } from '../api/change-fee';
import { type FeeBodySchema, type FeeFieldErrors, type PriceValues, readFeeBody } from '../lib/fee-form';
import { BillingFormDialog } from './billing-form-dialog';
import { closeWhenSaved } from './close-when-saved';
import { PriceFields } from './price-fields';

/** The part of a fee dialog's `useBillingForm` this frame uses: a price's fields and their problems. */
type FeePriceForm = {
  values: PriceValues;
  errors: FeeFieldErrors;
  refusal: string | null;
  fields: RefObject<HTMLDivElement | null>;
  change: (next: Partial<PriceValues>) => void;
  showProblems: (found: FeeFieldErrors) => void;
  refused: (error: unknown) => void;
};

type FeePriceDialogProps<Body> = {
  form: FeePriceForm;
  /** A monthly fee's price also takes the sibling discount. */
  monthly: boolean;
  title: string;
  description: string;
  submit: string;
  /** The body's schema, and the fields the dialog sends beside the price (a new fee's kind and name). */
  schema: FeeBodySchema<Body>;
  others?: Record<string, unknown>;
  request: (body: Body) => FeeChange;
  /** The toast once saved. */
  done: (body: Body) => ToastInput;
  onClose: () => void;
  /** The dialog's own fields, above the price. */
  children?: ReactNode;
};

/**
 * 'Add fee' and 'Set price': a fee's price from a month on, sent once it reads right. Saved, the
 * dialog says so and closes; refused, the reason stays in it (decision 093).
 */
export function FeePriceDialog<Body>({
  form,
  monthly,
  schema,
  others,
  request,
  done,
  onClose,
  children,
  ...words
}: FeePriceDialogProps<Body>) {
  const { t } = useTranslation('billing');
  const change = useChangeFee();

  const send = () => {
    const read = readFeeBody(schema, form.values, monthly, t('fees.form.discountDecimals'), others);
    if ('errors' in read) {
      form.showProblems(read.errors);
      return;
    }
    change.mutate(request(read.body), closeWhenSaved(form, onClose, done(read.body)));
  };

  return (
    <BillingFormDialog {...words} form={form} busy={change.isPending} onClose={onClose} onSubmit={send}>
      {children}
      <PriceFields values={form.values} errors={form.errors} onChange={form.change} monthly={monthly} />
    </BillingFormDialog>
  );
}
