import { Activity, House, LogOut, MessagesSquare, Settings, Users, X } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { type BottomTab, BottomTabs } from '@/components/bottom-tabs';
import { Footer } from '@/components/footer';
import { Header } from '@/components/header';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { isFeatureBuilt } from '@/lib/feature-availability';
import { useFeatureConfig } from '@/lib/feature-config';
import { signOut } from '@/lib/session';
import { ParentShellContext } from './parent-shell';
import { useHideOnScroll } from './use-hide-on-scroll';

const P = paths.parent;

// A chunk of its own with its unread count: every parent page stays within its budget (decision 026).
const UnreadTabCount = lazy(() =>
  import('@/features/conversations/components/unread-tab-count').then((m) => ({ default: m.UnreadTabCount })),
);

/**
 * The Activity tab shows while the activities switch is on: the feed answers FEATURE_DISABLED
 * otherwise. Messages carries the count of conversations with something unread.
 */
const tabsFor = (activities: boolean, unreadMessages: ReactNode): BottomTab[] => [
  { to: P.home.path, label: 'parent:tabs.home', icon: House, end: true },
  { to: P.children.path, label: 'parent:tabs.children', icon: Users },
  ...(isFeatureBuilt('activities') && activities
    ? [{ to: P.activity.path, label: 'parent:tabs.activity', icon: Activity }]
    : []),
  { to: P.messages.path, label: 'parent:tabs.messages', icon: MessagesSquare, extra: unreadMessages },
  { to: P.settings.path, label: 'parent:tabs.settings', icon: Settings },
];

/** Pages that never show the tabs. */
const tabless = [P.childRegister.path, P.paymentComplete.path];

function LogoutButton() {
  const { t } = useTranslation('parent');
  const navigate = useNavigate();
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => {
        signOut('parent');
        navigate(paths.login.path, { replace: true });
      }}
    >
      <LogOut aria-hidden="true" />
      {t('layout.logout')}
    </Button>
  );
}

/** The phone-first parent area: header, page, footer and the bottom tabs (spec 1 §2). */
export function ParentLayout() {
  const { t } = useTranslation('parent');
  const { pathname } = useLocation();
  const config = useFeatureConfig();
  const [tabsHiddenManually, setTabsHiddenManually] = useState(false);
  const hiddenByScroll = useHideOnScroll();
  const shell = useMemo(() => ({ tabsHiddenManually, setTabsHiddenManually }), [tabsHiddenManually]);
  const tabsOff = tabsHiddenManually || tabless.includes(pathname);

  return (
    <ParentShellContext.Provider value={shell}>
      <div className="flex min-h-dvh flex-col bg-zinc-50">
        <Header homeTo={P.home.path}>
          {tabsHiddenManually ? (
            <Button variant="ghost" size="sm" asChild>
              <Link to={P.home.path}>
                <X aria-hidden="true" />
                {t('layout.cancel')}
              </Link>
            </Button>
          ) : (
            <LogoutButton />
          )}
        </Header>
        <main id="main" className={cn('mx-auto flex w-full max-w-3xl flex-1 flex-col', !tabsOff && 'pb-20')}>
          <Outlet />
        </main>
        <Footer className={cn(!tabsOff && 'pb-24')} />
        {tabsOff ? null : (
          <BottomTabs
            label={t('layout.tabsLabel')}
            tabs={tabsFor(
              config.data?.activities === true,
              <Suspense fallback={null}>
                <UnreadTabCount side="parent" label={(count) => t('tabs.unreadMessages', { count })} />
              </Suspense>,
            ).map((tab) => ({ ...tab, label: t(tab.label) }))}
            hidden={hiddenByScroll}
          />
        )}
      </div>
    </ParentShellContext.Provider>
  );
}

/** /parent/register : outside the tabs. */
export function ParentPlainLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-zinc-50">
      <Header homeTo={P.home.path}>
        <LogoutButton />
      </Header>
      <main id="main" className="mx-auto flex w-full max-w-3xl flex-1 flex-col">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
