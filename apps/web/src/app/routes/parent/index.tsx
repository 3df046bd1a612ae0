/** The parent area (one lazy chunk). Pages not built yet are placeholders that later issues replace. */
import { PlaceholderPage } from '@/components/placeholder-page';

export { ParentActivityPage } from './activity';
export { ChildCheckInPage } from './child-check-in';
export { ChildrenPage } from './children';
export { ParentPlainLayout } from './parent-layout';
export { useParentShell } from './parent-shell';
export { ParentRegisterPage } from './register';
export { SettingsDetailsPage, SettingsPage } from './settings';

export const ChildRegisterPage = () => <PlaceholderPage title="Register a Child" />;
export const PaymentCompletePage = () => <PlaceholderPage title="Payment Status" />;
