import type { BillingPackage, Fee } from '@cic/contract';
import { Package } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteDialog } from '@/components/delete-dialog';
import { EmptyState, LoadFailedState } from '@/components/empty-state';
import { type OnPage, Pager } from '@/components/pager';
import { SkeletonCards } from '@/components/skeleton-cards';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useFocusAfter } from '@/hooks/use-focus-after';
import { useChangeFee } from '../api/change-fee';
import { type PackageListQuery, usePackages } from '../api/get-packages';
import { AddFeeDialog } from './add-fee-dialog';
import { PackageCard, packageHeadingId } from './package-card';
import { SetPriceDialog } from './set-price-dialog';

type PackagesListProps = {
  query: PackageListQuery;
  onPage: OnPage;
  onClearFilters: () => void;
};

type FeeTarget = { fee: Fee; name: string; pkg: BillingPackage };

/** A page of packages with their fees, the pager, and the dialogs their buttons open. */
export function PackagesList({ query, onPage, onClearFilters }: PackagesListProps) {
  const { t } = useTranslation('billing');
  const list = usePackages(query);
  const retire = useChangeFee();
  const focusAfter = useFocusAfter();
  const [adding, setAdding] = useState<BillingPackage | null>(null);
  const [pricing, setPricing] = useState<FeeTarget | null>(null);
  const [retiring, setRetiring] = useState<FeeTarget | null>(null);

  if (list.isPending) {
    return (
      <SkeletonCards count={3} label={t('fees.loading')}>
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-16 w-full" />
      </SkeletonCards>
    );
  }
  if (list.isError) {
    return (
      <LoadFailedState
        icon={<Package aria-hidden="true" />}
        title={t('fees.loadFailed')}
        error={list.error}
        onRetry={() => list.refetch()}
      />
    );
  }
  const filtered = Boolean(query.search || query.centerId);
  return (
    <div className="grid grid-cols-1 gap-4" aria-busy={list.isFetching || undefined}>
      {list.data.items.length === 0 ? (
        <EmptyState
          icon={<Package aria-hidden="true" />}
          title={t('fees.empty')}
          text={filtered ? t('fees.emptyFiltered') : t('fees.emptyHint')}
        >
          {filtered ? (
            <Button variant="outline" size="sm" onClick={onClearFilters}>
              {t('fees.clearFilters')}
            </Button>
          ) : null}
        </EmptyState>
      ) : (
        list.data.items.map((pkg) => (
          <PackageCard
            key={pkg.id}
            pkg={pkg}
            onAddFee={() => setAdding(pkg)}
            onSetPrice={(fee, name) => setPricing({ fee, name, pkg })}
            onRetire={(fee, name) => setRetiring({ fee, name, pkg })}
          />
        ))
      )}
      <Pager meta={list.data.meta} onPage={onPage} noun={(count) => t('fees.noun', { count })} />
      {adding ? <AddFeeDialog pkg={adding} onClose={() => setAdding(null)} /> : null}
      {pricing ? (
        <SetPriceDialog fee={pricing.fee} name={pricing.name} onClose={() => setPricing(null)} />
      ) : null}
      <DeleteDialog
        target={retiring}
        onClose={() => setRetiring(null)}
        title={t('fees.retireDialog.title')}
        description={t('fees.retireDialog.description', { name: retiring?.name ?? '' })}
        deletion={retire}
        variables={(target) => ({ kind: 'archive', feeId: target.fee.id }) as const}
        deletedTitle={t('fees.retireDialog.done')}
        confirmLabel={t('fees.retireDialog.confirm')}
        pendingLabel={t('fees.retireDialog.pending')}
        // The fee's buttons are gone once it is retired: focus goes to its package's heading.
        onDeleted={(target) => focusAfter(() => document.getElementById(packageHeadingId(target.pkg)))}
      />
    </div>
  );
}
