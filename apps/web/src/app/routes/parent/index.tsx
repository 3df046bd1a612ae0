/**
 * The parent area (one lazy chunk). Pages of features not built yet say so (decision 027). The
 * registration wizard is a chunk of its own, loaded when its page opens: few visits need it, and
 * its loading list stays out of the main bundle (decision 026).
 */
import { lazy, Suspense } from 'react';
import { paths } from '@/app/paths';
import { NotAvailablePage } from '@/components/not-available-page';
import { PageSkeleton } from './page-skeleton';

export { ChildCheckInPage } from './child-check-in';
export { ChildrenPage } from './children';
export { ParentPlainLayout } from './parent-layout';
export { useParentShell } from './parent-shell';
export { PaymentCompletePage } from './payment-complete';
export { ParentRegisterPage } from './register';
export { SettingsDetailsPage, SettingsPage } from './settings';

const home = { to: paths.parent.home.path, label: 'Back to Home' };

export const ParentActivityPage = () => <NotAvailablePage title="Activity" back={home} />;

const RegistrationWizardPage = lazy(() =>
  import('./child-register').then((m) => ({ default: m.ChildRegisterPage })),
);

export function ChildRegisterPage() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <RegistrationWizardPage />
    </Suspense>
  );
}
