import { CalendarCheck, type LucideIcon, MessageCircle, Receipt } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { Button, buttonVariants } from '@/components/ui/button';
import { useEnsureReferralCode } from '@/features/referral/api/generate-referral';
import { ReferralCard } from '@/features/referral/components/referral-card';
import { usePageTitle } from '@/hooks/use-page-title';
import { cn } from '@/lib/cn';
import { isFeatureBuilt } from '@/lib/feature-availability';
import { PageSkeleton } from './page-skeleton';

// The contact dialog (Radix) loads on the first tap, not with Home: the page stays in its budget.
const ContactDialog = lazy(() =>
  import('@/components/contact-dialog').then((m) => ({ default: m.ContactDialog })),
);

/** The Contact tile: a plain button until tapped, then the dialog, opened, with this button as its trigger. */
function ContactTile({ className, label }: { className: string; label: string }) {
  const [wanted, setWanted] = useState(false);
  const tile = (onClick?: () => void) => (
    <Button variant="ghost" className={className} onClick={onClick}>
      <MessageCircle aria-hidden="true" className="text-brand-600" />
      {label}
    </Button>
  );
  if (!wanted) return tile(() => setWanted(true));
  return (
    <Suspense fallback={tile()}>
      <ContactDialog trigger={tile()} defaultOpen />
    </Suspense>
  );
}

import { RegistrationCard } from './registration-card';
import { useParentUser } from './use-parent-user';

// A chunk of its own with its unread count: the home stays within its budget (decision 026).
const AnnouncementsTile = lazy(() =>
  import('@/features/parent-announcements/components/announcements-tile').then((m) => ({
    default: m.AnnouncementsTile,
  })),
);

const MessagesTile = lazy(() =>
  import('@/features/conversations/components/messages-tile').then((m) => ({ default: m.MessagesTile })),
);

/** Where a lazy tile will be, while its chunk loads. */
const tileLoading = <div aria-hidden="true" className="rounded-2xl border border-zinc-200 bg-white" />;

const tile =
  'h-auto flex-col gap-2 rounded-2xl py-5 text-sm [&_svg]:size-6 border border-zinc-200 bg-white text-zinc-900 shadow-sm hover:bg-brand-50';

/** One of the home's ways to a parent page: its icon over its name. */
function HomeTile({ to, icon: Icon, label }: { to: string; icon: LucideIcon; label: string }) {
  return (
    <Button asChild variant="ghost" className={tile}>
      <Link to={to}>
        <Icon aria-hidden="true" className="text-brand-600" />
        {label}
      </Link>
    </Button>
  );
}

/** /parent : Check-ins, Payments (issue 28), Announcements (issue 30), Messages (issue 43), Contact, the registration card and the referral card (spec 1 §2). */
export function ParentHomePage() {
  const { t } = useTranslation('parent');
  usePageTitle(t('home.title'));
  const user = useParentUser();
  if (!user) return <PageSkeleton />;
  return <Home user={user} />;
}

function Home({ user }: { user: NonNullable<ReturnType<typeof useParentUser>> }) {
  const { t } = useTranslation('parent');
  useEnsureReferralCode(user);
  const salutation = user.salutation ? t(`salutation.${user.salutation}`) : null;
  const name = [salutation, user.fullName].filter(Boolean).join(' ');
  return (
    <section className="grid gap-5 p-4 sm:p-6">
      <div>
        <p className="text-sm text-zinc-600">{t('home.welcomeBack')}</p>
        <h1 className="text-2xl font-semibold text-zinc-900">{name || t('home.dearParent')}</h1>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <HomeTile to={paths.parent.children.path} icon={CalendarCheck} label={t('home.checkIns')} />
        <HomeTile to={paths.parent.payments.path} icon={Receipt} label={t('home.payments')} />
        <Suspense fallback={tileLoading}>
          <AnnouncementsTile
            to={paths.parent.announcements.path}
            className={cn(buttonVariants({ variant: 'ghost' }), tile)}
          />
        </Suspense>
        <Suspense fallback={tileLoading}>
          <MessagesTile
            to={paths.parent.messages.path}
            className={cn(buttonVariants({ variant: 'ghost' }), tile)}
          />
        </Suspense>
        <ContactTile className={cn(tile, 'col-span-2 sm:col-span-1')} label={t('home.contact')} />
      </div>
      {isFeatureBuilt('registration') ? <RegistrationCard /> : null}
      <ReferralCard user={user} />
    </section>
  );
}
