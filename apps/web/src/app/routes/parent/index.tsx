/**
 * The parent area (one lazy chunk). Pages of features not built yet say so (decision 027). The
 * registration wizard is its own chunk (`./child-register`), loaded by its route.
 */
import { paths } from '@/app/paths';
import { NotAvailablePage } from '@/components/not-available-page';

export { ChildCheckInPage } from './child-check-in';
export { ChildrenPage } from './children';
export { ParentPlainLayout } from './parent-layout';
export { useParentShell } from './parent-shell';
export { PaymentCompletePage } from './payment-complete';
export { ParentRegisterPage } from './register';
export { SettingsDetailsPage, SettingsPage } from './settings';

const home = { to: paths.parent.home.path, label: 'Back to Home' };

export const ParentActivityPage = () => <NotAvailablePage title="Activity" back={home} />;
