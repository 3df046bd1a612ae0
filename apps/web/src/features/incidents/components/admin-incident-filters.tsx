import { readTypedDate, typedDateOf } from '@cic/contract/shared/typed-date';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { CentreFilter } from '@/components/list-filters';
import { FormField } from '@/components/ui/form-field';
import type { readAdminIncidentFilters } from '../lib/read-admin-incident-filters';
import { IncidentKindSelect } from './incident-kind-select';

type Filters = ReturnType<typeof readAdminIncidentFilters>;

/** A day of the period, typed dd/MM/yyyy: the list follows once the text reads as a day. */
function PeriodDay({ label, day, onDay }: { label: string; day: string; onDay: (day: string) => void }) {
  const [text, setText] = useState(() => typedDateOf(day));
  return (
    <DateField
      label={label}
      value={text}
      onChange={setText}
      onCommit={(committed) => {
        const read = readTypedDate(committed);
        if (read.kind === 'day' && read.day !== day) onDay(read.day);
      }}
    />
  );
}

/** The period (this month so far at first), the kind and the centre. */
export function AdminIncidentFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (next: Partial<Filters>) => void;
}) {
  const { t } = useTranslation('incidents');
  return (
    <div className="flex flex-wrap items-end gap-3">
      <PeriodDay
        key={`from-${filters.from}`}
        label={t('admin.from')}
        day={filters.from}
        onDay={(from) => onChange({ from })}
      />
      <PeriodDay
        key={`to-${filters.to}`}
        label={t('admin.to')}
        day={filters.to}
        onDay={(to) => onChange({ to })}
      />
      <FormField label={t('admin.kind')}>
        <IncidentKindSelect
          value={filters.kind ?? ''}
          noneLabel={t('admin.allKinds')}
          onKind={(kind) => onChange({ kind })}
        />
      </FormField>
      <CentreFilter
        label={t('admin.centre')}
        allLabel={t('admin.allCentres')}
        value={filters.centre}
        onChange={(centre) => onChange({ centre })}
      />
    </div>
  );
}
