import { CalendarCheck, Images, Megaphone, MessagesSquare, Settings } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { paths } from '@/app/paths';
import { type BottomTab, BottomTabs } from '@/components/bottom-tabs';
import { Header } from '@/components/header';
import { isFeatureBuilt } from '@/lib/feature-availability';
import { useFeatureConfig } from '@/lib/feature-config';
import { useIdleReturn } from '@/lib/idle-return';
import { useStaffMe } from '@/lib/session';

const T = paths.teacher;

// A chunk of its own with its unread count: the check-in list stays within its budget (decision 026).
const UnreadTabCount = lazy(() =>
  import('@/features/conversations/components/unread-tab-count').then((m) => ({ default: m.UnreadTabCount })),
);

/** The phone-first teacher area: header with the manager's name and the bottom tabs (spec 2 §2.2). */
export function TeacherLayout() {
  const { t } = useTranslation('teacher');
  const me = useStaffMe();
  const config = useFeatureConfig();
  useIdleReturn(paths.teacherLogin.href());
  const tabs: BottomTab[] = [
    { to: T.checkin.path, label: t('nav.checkin'), icon: CalendarCheck },
    ...(isFeatureBuilt('activities') && config.data?.activities
      ? [{ to: T.activity.path, label: t('nav.activities'), icon: Images }]
      : []),
    { to: T.announcements.path, label: t('nav.announcements'), icon: Megaphone },
    {
      to: T.messages.path,
      label: t('nav.messages'),
      icon: MessagesSquare,
      extra: (
        <Suspense fallback={null}>
          <UnreadTabCount side="centre" label={(count) => t('nav.unreadMessages', { count })} />
        </Suspense>
      ),
    },
    { to: T.settings.path, label: t('nav.settings'), icon: Settings },
  ];
  return (
    <div className="flex min-h-dvh flex-col bg-zinc-50">
      <Header homeTo={T.root.path}>
        {me.data ? (
          <div className="min-w-0 text-right leading-tight">
            <p className="truncate text-sm font-medium text-zinc-900">{me.data.name ?? me.data.email}</p>
            {me.data.centre ? <p className="truncate text-xs text-zinc-500">{me.data.centre.name}</p> : null}
          </div>
        ) : null}
      </Header>
      <main id="main" className="mx-auto flex w-full max-w-3xl flex-1 flex-col pb-20">
        <Outlet />
      </main>
      <BottomTabs label={t('nav.label')} tabs={tabs} />
    </div>
  );
}
