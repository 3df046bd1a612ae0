import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { Header } from '@/components/header';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { readLocal, writeLocal } from '@/lib/local-storage';
import { useModalDrawer } from '@/lib/modal-drawer';
import { useStaffMe } from '@/lib/session';
import { type AdminNavItem, adminNavItems, isCurrent } from './admin-nav';

// The menu (Radix dropdown) loads after the page draws, keeping admin pages within budget (decision 026).
const AdminAccountMenu = lazy(() =>
  import('./admin-account-menu').then((module) => ({ default: module.AdminAccountMenu })),
);

/** Spec 2 §2.8: the collapsed state is remembered locally. */
export const sidebarCollapsedKey = 'admin-sidebar-collapsed';

/** Until the admin chooses, the sidebar starts as an icon rail on tablet widths (768–1023 px). */
function initiallyCollapsed(): boolean {
  const stored = readLocal(sidebarCollapsedKey);
  if (stored !== null) return stored === 'true';
  return typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 1023px)').matches;
}

function useCollapsed(): [boolean, (next: boolean) => void] {
  const [collapsed, setCollapsed] = useState(initiallyCollapsed);
  return [
    collapsed,
    (next) => {
      setCollapsed(next);
      writeLocal(sidebarCollapsedKey, String(next));
    },
  ];
}

function SidebarItem({ item, collapsed }: { item: AdminNavItem; collapsed: boolean }) {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const label = t(item.label);
  const current = isCurrent(item, pathname);
  const Icon = item.icon;
  return (
    <li>
      <Link
        to={item.to}
        title={collapsed ? label : undefined}
        aria-current={current ? (item.children ? 'true' : 'page') : undefined}
        className={cn(
          'flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
          current ? 'bg-brand-100 text-brand-800' : 'text-zinc-700 hover:bg-zinc-100',
          collapsed && 'justify-center px-0',
        )}
      >
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        <span className={cn(collapsed && 'sr-only')}>{label}</span>
      </Link>
      {item.children && !collapsed ? (
        <ul className="mt-1 ml-8 grid gap-0.5 border-l border-zinc-200 pl-2">
          {item.children.map((child) => {
            const active = isCurrent({ match: child.match ?? [child.to] }, pathname);
            return (
              <li key={child.to}>
                <Link
                  to={child.to}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'flex h-8 items-center rounded-md px-2 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
                    active ? 'font-medium text-brand-800' : 'text-zinc-600 hover:bg-zinc-100',
                  )}
                >
                  {t(child.label)}
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </li>
  );
}

/** Desktop-first admin area: collapsible sidebar by granted module, header with the admin's account menu. */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const me = useStaffMe();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useCollapsed();
  // The phone drawer belongs to the page it was opened on, so navigating closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const mobileOpen = drawerPath === pathname;
  const setMobileOpen = (open: boolean) => setDrawerPath(open ? pathname : null);
  const items = me.data ? adminNavItems(me.data) : [];
  const sidebar = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  // The phone drawer is a modal: it takes focus when opened, holds Tab, the page behind is inert;
  // Escape closes it and gives focus back to its button (once the page is no longer inert).
  useEffect(() => {
    if (mobileOpen) sidebar.current?.querySelector('a')?.focus();
  }, [mobileOpen]);
  const closeDrawer = () => {
    flushSync(() => setMobileOpen(false));
    menuButton.current?.focus();
  };
  useModalDrawer(mobileOpen, sidebar, closeDrawer);

  return (
    <div className="flex min-h-dvh bg-zinc-50">
      {mobileOpen ? (
        <button
          type="button"
          aria-label={t('layout.closeMenu')}
          className="fixed inset-0 z-40 bg-zinc-950/40 md:hidden"
          onClick={closeDrawer}
        />
      ) : null}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-modal comes with role="dialog", only while the phone drawer is open */}
      <aside
        ref={sidebar}
        id="admin-sidebar"
        aria-label={t('layout.admin')}
        role={mobileOpen ? 'dialog' : undefined}
        aria-modal={mobileOpen || undefined}
        className={cn(
          'fixed inset-y-0 left-0 z-50 flex w-64 flex-col border-r border-zinc-200 bg-white md:visible md:sticky md:top-0 md:h-dvh md:translate-x-0',
          // Closed off-screen on phones it is hidden too, no Tab stops where nothing shows; it
          // shows at once on opening (to take focus) and hides after sliding out.
          mobileOpen
            ? 'translate-x-0 transition-[translate]'
            : 'invisible -translate-x-full transition-[translate,visibility]',
          collapsed ? 'md:w-16' : 'md:w-64',
        )}
      >
        <div
          className={cn(
            'flex h-14 items-center border-b border-zinc-200 px-4',
            collapsed && 'md:justify-center md:px-0',
          )}
        >
          <span className={cn('text-sm font-semibold text-zinc-500', collapsed && 'md:sr-only')}>
            {t('layout.admin')}
          </span>
        </div>
        <nav aria-label={t('layout.modules')} className="flex-1 overflow-y-auto p-2">
          <ul className="grid gap-1">
            {items.map((item) => (
              <SidebarItem key={item.key} item={item} collapsed={collapsed && !mobileOpen} />
            ))}
          </ul>
        </nav>
        <div className="hidden border-t border-zinc-200 p-2 md:block">
          <Button
            variant="ghost"
            className={cn('w-full justify-start', collapsed && 'justify-center px-0')}
            aria-expanded={!collapsed}
            aria-controls="admin-sidebar"
            onClick={() => setCollapsed(!collapsed)}
          >
            {collapsed ? <PanelLeftOpen aria-hidden="true" /> : <PanelLeftClose aria-hidden="true" />}
            <span className={cn(collapsed && 'sr-only')}>
              {collapsed ? t('layout.expandSidebar') : t('layout.collapseSidebar')}
            </span>
          </Button>
        </div>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col" inert={mobileOpen}>
        <Header
          homeTo="/"
          start={
            <Button
              ref={menuButton}
              variant="ghost"
              size="icon"
              className="-ml-2 md:hidden"
              aria-label={t('layout.openMenu')}
              aria-expanded={mobileOpen}
              aria-controls="admin-sidebar"
              onClick={() => setMobileOpen(true)}
            >
              <Menu aria-hidden="true" />
            </Button>
          }
        >
          {me.data?.email ? (
            <Suspense fallback={null}>
              <AdminAccountMenu email={me.data.email} />
            </Suspense>
          ) : null}
        </Header>
        <main id="main" className="flex min-w-0 flex-1 flex-col">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
