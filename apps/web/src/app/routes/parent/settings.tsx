import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@/app/paths';
import { LanguageSwitch } from '@/components/language-switch';
import { SignOutEverywhereButton } from '@/components/sign-out-everywhere';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { BasicProfileForm } from '@/features/parent-profile/components/basic-profile-form';
import { ProfileDetailsForm } from '@/features/parent-profile/components/profile-details-form';
import { usePageTitle } from '@/hooks/use-page-title';
import { cn } from '@/lib/cn';
import { PageSkeleton } from './page-skeleton';
import { useParentUser } from './use-parent-user';

// A chunk of its own: the push code stays out of the parent area every page loads (decision 026).
const NotificationSettings = lazy(() =>
  import('@/features/notifications/components/notification-settings').then((m) => ({
    default: m.NotificationSettings,
  })),
);

// A chunk of its own too: the e-invoice form and its rules are for the few parents who ask (issue 42).
const EInvoiceSettings = lazy(() =>
  import('@/features/parent-profile/components/e-invoice-settings').then((m) => ({
    default: m.EInvoiceSettings,
  })),
);

const sections = [
  { to: paths.parent.settings.path, label: 'parent:settings.profile' },
  { to: paths.parent.settingsDetails.path, label: 'parent:settings.additionalDetails' },
];

function SettingsFrame({ children, after }: { children: ReactNode; after?: ReactNode }) {
  const { t } = useTranslation('parent');
  return (
    <section className="grid gap-4 p-4 sm:p-6">
      <h1 className="text-2xl font-semibold text-zinc-900">{t('settings.title')}</h1>
      <nav aria-label={t('settings.sections')}>
        <ul className="grid grid-cols-2 gap-1 rounded-xl bg-zinc-100 p-1">
          {sections.map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                end
                className={({ isActive }) =>
                  cn(
                    'flex h-10 items-center justify-center rounded-lg text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
                    isActive ? 'bg-white text-brand-700 shadow-sm' : 'text-zinc-600 hover:text-zinc-900',
                  )
                }
              >
                {t(section.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Card className="p-5">{children}</Card>
      {after}
    </section>
  );
}

/**
 * /parent/settings : salutation, name and phone; the e-mail is read-only (spec 1 §2, §5). Below,
 * 'Language' (issue 18), 'Notifications' (decision 048), 'e-Invoice' (issue 42) and "Sign out of all
 * devices" (decision 024).
 */
export function SettingsPage() {
  const { t } = useTranslation('parent');
  usePageTitle(t('settings.title'));
  const user = useParentUser();
  if (!user) return <PageSkeleton />;
  return (
    <SettingsFrame
      after={
        <>
          <Card className="p-5">
            <LanguageSwitch className="justify-between" />
          </Card>
          <Suspense fallback={<Skeleton className="h-48 rounded-2xl" />}>
            <NotificationSettings email={user.email} />
          </Suspense>
          <Suspense fallback={<Skeleton className="h-32 rounded-2xl" />}>
            <EInvoiceSettings user={user} />
          </Suspense>
          <SignOutEverywhereButton kind="parent" loginPath={paths.login.path} />
        </>
      }
    >
      <BasicProfileForm user={user} />
    </SettingsFrame>
  );
}

/** /parent/settings/details : nationality and ID, occupation and address. */
export function SettingsDetailsPage() {
  const { t } = useTranslation('parent');
  usePageTitle(t('settings.additionalDetails'));
  const user = useParentUser();
  if (!user) return <PageSkeleton />;
  return (
    <SettingsFrame>
      <ProfileDetailsForm user={user} />
    </SettingsFrame>
  );
}
