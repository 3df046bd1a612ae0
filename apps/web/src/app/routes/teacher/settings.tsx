import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { LanguageSwitch } from '@/components/language-switch';
import { SignOutEverywhereButton } from '@/components/sign-out-everywhere';
import { Skeleton } from '@/components/ui/skeleton';
import { AccountCard } from '@/features/centre-staff/components/account-card';
import { CentreAccess } from '@/features/centre-staff/components/centre-access';
import { IdleTimeSetting } from '@/features/centre-staff/components/idle-time-setting';
import { OwnPin } from '@/features/centre-staff/components/own-pin';
import { TeacherManagement } from '@/features/centre-staff/components/teacher-management';
import { usePageTitle } from '@/hooks/use-page-title';
import { loadCatalogues } from '@/i18n/i18n';
import { useFeatureConfig } from '@/lib/feature-config';
import { signOut, useStaffMe } from '@/lib/session';

/** Push on this device and e-mails of new messages: a lazy chunk, like the parent's (decision 048). */
const StaffNotificationSettings = lazy(() =>
  import('@/features/notifications/components/staff-notification-settings').then((m) => ({
    default: m.StaffNotificationSettings,
  })),
);

/** Clocking oneself in and out (issue 45), with its words. */
const MyAttendanceCard = lazy(() =>
  Promise.all([
    import('@/features/staff-attendance/components/my-attendance-card'),
    loadCatalogues(['staff-attendance']),
  ]).then(([m]) => ({ default: m.MyAttendanceCard })),
);

/**
 * /app/teacher/settings (spec 2 §2.2): account information, Logout and "Sign out of all devices"
 * (decision 024) for everyone; a head of centre with hoc-login on also manages the teachers and
 * the centre password; with it off and Teacher PINs on, sets the teachers' PINs (decision 084).
 */
export function TeacherSettingsPage() {
  const { t } = useTranslation('teacher');
  usePageTitle(t('settings.title'));
  const me = useStaffMe();
  const config = useFeatureConfig();
  const headOfCentre = me.data?.role === 'super manager';
  const manages = headOfCentre && config.data?.['hoc-login'] === true;
  const pins = config.data?.['teacher-pins'] === true;

  const logout = () => {
    signOut('staff');
    // A full load leaves nothing of this teacher's data in memory on a shared phone.
    window.location.replace(paths.teacherLogin.href());
  };

  return (
    <section aria-labelledby="settings-heading" className="grid gap-4 p-4">
      <h1 id="settings-heading" className="text-xl font-semibold text-zinc-950">
        {t('settings.title')}
      </h1>
      {me.data ? <AccountCard me={me.data} onLogout={logout} /> : <Skeleton className="h-64 rounded-2xl" />}
      <LanguageSwitch className="justify-between rounded-2xl border border-zinc-200 bg-white px-4 py-3" />
      <Suspense fallback={<Skeleton className="h-36 rounded-2xl" />}>
        <MyAttendanceCard />
      </Suspense>
      <Suspense fallback={<Skeleton className="h-32 rounded-2xl" />}>
        <StaffNotificationSettings />
      </Suspense>
      {pins ? <OwnPin /> : null}
      <SignOutEverywhereButton kind="staff" loginPath={paths.teacherLogin.href()} />
      {headOfCentre ? (
        <Link
          to={paths.teacher.staffAttendance.path}
          className="grid gap-1 rounded-2xl border border-zinc-200 bg-white px-4 py-3 hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <span className="font-semibold text-brand-700">{t('settings.staffAttendance')}</span>
          <span className="text-sm text-zinc-600">{t('settings.staffAttendanceHint')}</span>
        </Link>
      ) : null}
      {manages ? (
        <>
          <TeacherManagement />
          <CentreAccess />
          {pins ? <IdleTimeSetting /> : null}
        </>
      ) : headOfCentre && pins ? (
        <TeacherManagement pinsOnly />
      ) : null}
    </section>
  );
}
