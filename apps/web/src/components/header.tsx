import { productName } from '@cic/contract';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { useParentAuth, useStaffMe } from '@/lib/session';
import { useToken } from '@/lib/tokens';
import { Avatar } from './avatar';
import { BrandMark } from './brand';

// The dialog (Radix) loads only for a signed-in visitor, after the page is drawn (decision 026).
const AccountOptionsDialog = lazy(() =>
  import('./account-options-dialog').then((m) => ({ default: m.AccountOptionsDialog })),
);

type HeaderProps = {
  /** Shown beside the logo; the product name by default. */
  title?: ReactNode;
  /** Where the logo leads. */
  homeTo?: string;
  /** Before the logo, e.g. a menu button. */
  start?: ReactNode;
  /** Right side, before the account avatar (names, Logout, Cancel...). */
  children?: ReactNode;
  className?: string;
};

/** The account avatar: appears once any login exists and opens 'Account Options'. */
function AccountButton() {
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

/** Product title, optional area controls and, once signed in, the account avatar (spec 1 §2). */
export function Header({ title = productName, homeTo = '/', start, children, className }: HeaderProps) {
  return (
    <header
      className={cn(
        'sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-zinc-200 bg-white/90 px-4 backdrop-blur supports-[backdrop-filter]:bg-white/75',
        className,
      )}
    >
      {start}
      <Link
        to={homeTo}
        className="flex min-w-0 items-center gap-2 rounded-lg font-semibold text-zinc-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <BrandMark className="size-8" />
        <span className="truncate">{title}</span>
      </Link>
      <div className="ml-auto flex min-w-0 items-center gap-2">
        {children}
        <AccountButton />
      </div>
    </header>
  );
}
