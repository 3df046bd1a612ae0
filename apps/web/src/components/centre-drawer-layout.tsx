import { ArrowLeft, PanelLeftOpen } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { Button } from './ui/button';
import { DialogBox } from './ui/dialog';

type CentreDrawerLayoutProps = {
  /** The list of centres (with its own Back button and search). */
  sidebar: ReactNode;
  /** The centre list page, keeping the query string. */
  backHref: string;
};

/**
 * The nested layout of an admin centre page: a 300 px list of centres beside the page. Below
 * 1280 px, where the admin sidebar and this list would squeeze the page, the list opens as a
 * drawer from a bar above the page instead.
 */
export function CentreDrawerLayout({ sidebar, backHref }: CentreDrawerLayoutProps) {
  const { t } = useTranslation('common');
  const location = useLocation();
  // The drawer belongs to the page it was opened on, so choosing a centre closes it.
  const here = `${location.pathname}${location.search}`;
  const [drawerAt, setDrawerAt] = useState<string | null>(null);
  const drawerOpen = drawerAt === here;

  return (
    <div className="flex min-h-0 flex-1">
      <aside className="sticky top-14 hidden h-[calc(100dvh-3.5rem)] w-[300px] shrink-0 border-r border-zinc-200 bg-white p-4 xl:block">
        {sidebar}
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-center gap-2 border-b border-zinc-200 bg-white px-4 py-2 xl:hidden">
          <Button asChild variant="ghost" size="sm">
            <Link to={backHref}>
              <ArrowLeft aria-hidden="true" />
              {t('actions.back')}
            </Link>
          </Button>
          <Button variant="outline" size="sm" aria-haspopup="dialog" onClick={() => setDrawerAt(here)}>
            <PanelLeftOpen aria-hidden="true" />
            {t('centres.label')}
          </Button>
        </div>
        <Outlet />
      </div>

      <DialogPrimitive.Root open={drawerOpen} onOpenChange={(open) => setDrawerAt(open ? here : null)}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-zinc-950/40 data-[state=open]:animate-fade-in xl:hidden" />
          <DialogBox
            aria-describedby={undefined}
            className="fixed inset-y-0 left-0 z-50 w-[300px] max-w-[85vw] border-r border-zinc-200 bg-white p-4 shadow-xl outline-none xl:hidden"
          >
            <DialogPrimitive.Title className="sr-only">{t('centres.label')}</DialogPrimitive.Title>
            {sidebar}
          </DialogBox>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
    </div>
  );
}
