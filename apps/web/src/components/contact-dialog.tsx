import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';
import { DialogFrame } from './ui/dialog-frame';
import { Skeleton } from './ui/skeleton';

// Most visits never open it: its body and icons load on first opening, with TanStack Query's
// provider, which the public pages do not mount (decision 055).
const ContactDetails = lazy(() =>
  Promise.all([import('./contact-details'), import('@/lib/with-queries')]).then(
    ([{ ContactDetails: Details }, { WithQueries }]) => ({
      default: () => (
        <WithQueries>
          <Details />
        </WithQueries>
      ),
    }),
  ),
);

/** Office hours, customer-care e-mail, WhatsApp and headquarters phone (GET /contact). */
export function ContactDialog({
  trigger,
  defaultOpen = false,
}: {
  trigger?: ReactNode;
  defaultOpen?: boolean;
}) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(defaultOpen);
  return (
    <DialogFrame
      open={open}
      onOpenChange={setOpen}
      trigger={trigger ?? <Button variant="outline">{t('contact.open')}</Button>}
      className="max-w-lg"
      title={t('contact.open')}
      description={t('contact.description')}
    >
      {open ? (
        <Suspense fallback={<Skeleton className="h-40" />}>
          <ContactDetails />
        </Suspense>
      ) : null}
    </DialogFrame>
  );
}
