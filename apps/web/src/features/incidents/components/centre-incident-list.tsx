import { type IncidentListFilter, incidentListFilters } from '@cic/contract/incidents/incident-queries';
import { useTranslation } from 'react-i18next';
import { DetailError, DetailSkeleton } from '@/components/detail-parts';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { useCentreIncidents } from '../api/centre-incident-lists';
import { IncidentSummaryList } from './incident-summary-list';

/** The head of centre's reports: not completed yet, or not acknowledged by a parent yet. */
export function CentreIncidentList({
  filter,
  onFilter,
  href,
}: {
  filter: IncidentListFilter;
  onFilter: (filter: IncidentListFilter) => void;
  href: (incidentId: string) => string;
}) {
  const { t } = useTranslation('incidents');
  const list = useCentreIncidents(filter);
  return (
    <div className="grid gap-4">
      <FormField label={t('list.show')} className="sm:w-72">
        <NativeSelect
          value={filter}
          onChange={(event) =>
            onFilter(incidentListFilters.find((each) => each === event.target.value) ?? 'OPEN')
          }
        >
          {incidentListFilters.map((each) => (
            <option key={each} value={each}>
              {t(`list.filters.${each}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {list.isPending ? (
        <DetailSkeleton />
      ) : list.error ? (
        <DetailError error={list.error} notFound={t('report.notFound')} />
      ) : (
        <IncidentSummaryList incidents={list.data} href={href} emptyText={t(`list.empty.${filter}`)} />
      )}
    </div>
  );
}
