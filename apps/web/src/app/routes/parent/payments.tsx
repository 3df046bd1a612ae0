import { useTranslation } from 'react-i18next';
import { paths } from '@/app/paths';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { FamilyCredit } from '@/features/parent-invoices/components/family-credit';
import { InvoiceList } from '@/features/parent-invoices/components/invoice-list';
import { PayTogether } from '@/features/parent-invoices/components/pay-together';
import { StatementSection } from '@/features/parent-invoices/components/statement-section';
import { YearlyStatementSection } from '@/features/parent-invoices/components/yearly-statement-section';
import { useAddressParams, withParams } from '@/hooks/use-address-params';
import { usePageTitle } from '@/hooks/use-page-title';
import { useParentUser } from './use-parent-user';

const tabs = ['invoices', 'statement'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => tabs.includes(value as Tab);

/**
 * /parent/payments : the family's invoices (issue 28), with one payment for what an account owes,
 * and, in `?tab=statement`, its statement of account and each child's yearly fee statement (issue
 * 41), so a reload or a shared link shows the same tab.
 */
export function PaymentsPage() {
  const { t } = useTranslation('payments');
  usePageTitle(t('title'));
  const { params, update } = useAddressParams();
  const user = useParentUser();
  const childOptions = user?.families.flatMap((link) => link.family.children) ?? [];
  const asked = params.get('tab');
  const tab: Tab = isTab(asked) ? asked : 'invoices';
  const setTab = (next: string) =>
    update((live) => withParams(live, { tab: next === 'invoices' ? undefined : next }), { replace: true });
  return (
    <section className="grid min-w-0 gap-4 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-semibold text-zinc-900">{t('title')}</h1>
        <p className="text-sm text-zinc-600">{t('intro')}</p>
      </div>
      <Tabs value={tab} onValueChange={setTab} className="min-w-0">
        <TabsList aria-label={t('tabs.label')}>
          <TabsTrigger value="invoices">{t('tabs.invoices')}</TabsTrigger>
          <TabsTrigger value="statement">{t('tabs.statement')}</TabsTrigger>
        </TabsList>
        <TabsContent value="invoices" className="grid gap-4">
          <FamilyCredit />
          <PayTogether />
          <InvoiceList invoiceHref={paths.parent.invoice.href} />
        </TabsContent>
        <TabsContent value="statement" className="grid min-w-0 gap-4">
          <StatementSection />
          <YearlyStatementSection childOptions={childOptions} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
