/** The parent area (one lazy chunk). Pages not built yet are placeholders that later issues replace. */
import { PlaceholderPage } from '@/components/placeholder-page';

export { ParentActivityPage } from './activity';
export { ParentLayout, ParentPlainLayout } from './parent-layout';
export { useParentShell } from './parent-shell';

export const ParentHomePage = () => <PlaceholderPage title="Home" />;
export const ChildrenPage = () => <PlaceholderPage title="Children" />;
export const ChildRegisterPage = () => <PlaceholderPage title="Register a Child" />;
export const ChildCheckInPage = () => <PlaceholderPage title="Check-in History" />;
export const SettingsPage = () => <PlaceholderPage title="Settings" />;
export const SettingsDetailsPage = () => <PlaceholderPage title="Additional Details" />;
export const PaymentCompletePage = () => <PlaceholderPage title="Payment Status" />;
export const ParentRegisterPage = () => <PlaceholderPage title="Complete Your Profile" />;
