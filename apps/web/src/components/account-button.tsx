import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParentAuth, useStaffMe } from '@/lib/session';
import { useToken } from '@/lib/tokens';
import { WithQueries } from '@/lib/with-queries';
import { Avatar } from './avatar';

// The dialog (Radix) loads only for a signed-in visitor, after the page is drawn (decision 026).
const AccountOptionsDialog = lazy(() =>
  import('./account-options-dialog').then((m) => ({ default: m.AccountOptionsDialog })),
);

/** The account avatar: appears once any login exists and opens 'Account Options'. */
function AccountAvatarButton() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const staffToken = useToken('staff');
  const parentToken = useToken('parent');
  const staff = useStaffMe();
  const parent = useParentAuth();
  if (!staffToken && !parentToken) return null;
  const seed = staff.data?.email ?? staff.data?.name ?? parent.data?.user.email ?? 'account';
  return (
    <>
      <button
        type="button"
        aria-label={t('account.options')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Avatar alt="" seed={seed} className="size-9 ring-2 ring-brand-100" />
      </button>
      <Suspense fallback={null}>
        <AccountOptionsDialog open={open} onOpenChange={setOpen} />
      </Suspense>
    </>
  );
}

/**
 * Loaded by the header once a token exists, with TanStack Query and its provider: a visitor who is
 * not signed in never fetches them (decision 055).
 */
export function AccountButton() {
  return (
    <WithQueries>
      <AccountAvatarButton />
    </WithQueries>
  );
}
