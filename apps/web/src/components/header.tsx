import { productName } from '@cic/contract';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { useToken } from '@/lib/tokens';
import { BrandMark } from './brand';

// The account avatar, with the session's queries, loads only once a token exists (decision 055).
const AccountButton = lazy(() => import('./account-button').then((m) => ({ default: m.AccountButton })));

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

/** 'Account Options' appears once any login exists (spec 1 §2). */
function Account() {
  const staffToken = useToken('staff');
  const parentToken = useToken('parent');
  if (!staffToken && !parentToken) return null;
  return (
    <Suspense fallback={<span aria-hidden="true" className="size-9" />}>
      <AccountButton />
    </Suspense>
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
        <Account />
      </div>
    </header>
  );
}
