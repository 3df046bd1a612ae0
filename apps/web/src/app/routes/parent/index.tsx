/**
 * The parent area (one lazy chunk). The registration wizard and the payment result are chunks of
 * their own, loaded when their page opens: few visits need them, and their loading lists stay out
 * of the main bundle (decision 026).
 */
import { lazy, Suspense } from 'react';
import { loadCatalogues } from '@/i18n/i18n';
import { lazyPage } from '../lazy-page';
import { PageSkeleton } from './page-skeleton';

/** A registration page's code and the 'registration' catalogue, fetched side by side (decision 054). */
function withRegistrationWords<M>(load: () => Promise<M>): Promise<M> {
  return Promise.all([load(), loadCatalogues(['registration'])]).then(([module]) => module);
}

export { ParentActivityPage } from './activity';
export { ChildCheckInPage } from './child-check-in';
export { ChildrenPage } from './children';
export { ParentPlainLayout } from './parent-layout';
export { useParentShell } from './parent-shell';
export { ParentRegisterPage } from './register';
export { SettingsDetailsPage, SettingsPage } from './settings';

const RegistrationWizardPage = lazy(() =>
  withRegistrationWords(() => import('./child-register')).then((m) => ({ default: m.ChildRegisterPage })),
);

const PickupPersonsListPage = lazy(() =>
  import('./pickup-persons').then((m) => ({ default: m.PickupPersonsPage })),
);

export function PickupPersonsPage() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <PickupPersonsListPage />
    </Suspense>
  );
}

const PaymentResultPage = lazy(() =>
  withRegistrationWords(() => withPaymentsWords(() => import('./payment-complete'))).then((m) => ({
    default: m.PaymentCompletePage,
  })),
);

export function PaymentCompletePage() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <PaymentResultPage />
    </Suspense>
  );
}

/** A Payments page's code and the 'payments' catalogue, fetched side by side. */
function withPaymentsWords<M>(load: () => Promise<M>): Promise<M> {
  return Promise.all([load(), loadCatalogues(['payments'])]).then(([module]) => module);
}

const InvoiceListPage = lazy(() =>
  withPaymentsWords(() => import('./payments')).then((m) => ({ default: m.PaymentsPage })),
);
const InvoiceDetailPage = lazy(() =>
  withPaymentsWords(() => import('./invoice')).then((m) => ({ default: m.InvoicePage })),
);

/**
 * Payments and an invoice (issue 28): chunks of their own with their own words, so neither the
 * parent home nor the rest of the area carries them.
 */
export function PaymentsPage() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <InvoiceListPage />
    </Suspense>
  );
}

export function InvoicePage() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <InvoiceDetailPage />
    </Suspense>
  );
}

export function ChildRegisterPage() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <RegistrationWizardPage />
    </Suspense>
  );
}

/** Announcements (issue 30): a chunk of their own with their own words, like Payments. */
const announcements = () =>
  Promise.all([import('./announcements'), loadCatalogues(['announcements'])]).then(([module]) => module);
const skeleton = <PageSkeleton />;
export const ParentAnnouncementsPage = lazyPage(announcements, (m) => m.AnnouncementsPage, skeleton);
export const ParentAnnouncementPage = lazyPage(announcements, (m) => m.AnnouncementPage, skeleton);

/** Messages (issue 43): a chunk of its own with the 'conversations' words, like Announcements. */
const messages = () =>
  Promise.all([import('./messages'), loadCatalogues(['conversations'])]).then(([module]) => module);
export const ParentMessagesPage = lazyPage(messages, (m) => m.MessagesPage, skeleton);
export const ParentNewMessagePage = lazyPage(messages, (m) => m.NewMessagePage, skeleton);
export const ParentMessagePage = lazyPage(messages, (m) => m.MessagePage, skeleton);

/** An incident report (issue 44) with its own words, in a chunk of its own: few visits need it. */
const incident = () =>
  Promise.all([import('./incident'), loadCatalogues(['incidents'])]).then(([module]) => module);
export const ParentIncidentPage = lazyPage(incident, (m) => m.IncidentPage, skeleton);
