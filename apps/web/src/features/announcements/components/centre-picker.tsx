import type { AnnouncementCentre } from '@cic/contract';
import { XIcon } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceBox } from '@/components/choice-box';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { useCentreSearch } from '../api/search-centres';

type CentrePickerProps = {
  value: readonly AnnouncementCentre[];
  onChange: (centres: AnnouncementCentre[]) => void;
  error?: string | undefined;
};

/** The chosen centres as removable chips, and a search over every centre to add more. */
export function CentrePicker({ value, onChange, error }: CentrePickerProps) {
  const { t } = useTranslation('announcements');
  const [search, setSearch] = useState('');
  const matches = useCentreSearch(useDeferredValue(search.trim()));
  const chosen = (centreId: string) => value.some((centre) => centre.id === centreId);
  const toggle = (centre: AnnouncementCentre) =>
    onChange(chosen(centre.id) ? value.filter((item) => item.id !== centre.id) : [...value, centre]);
  return (
    <fieldset className="grid min-w-0 gap-2 rounded-lg border border-zinc-200 p-3">
      <legend className="px-1 text-sm font-medium text-zinc-800">{t('form.centres')}</legend>
      {value.length > 0 ? (
        <ul aria-label={t('form.chosenCentres')} className="flex flex-wrap gap-2">
          {value.map((centre) => (
            <li key={centre.id} className="min-w-0">
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="max-w-full"
                aria-label={t('form.removeCentre', { name: centre.name })}
                onClick={() => toggle(centre)}
              >
                <span className="truncate">{centre.name}</span>
                <XIcon aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-zinc-500">{t('form.noCentresChosen')}</p>
      )}
      <SearchInput
        aria-label={t('form.searchCentres')}
        placeholder={t('form.searchCentres')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {matches.isPending ? <p className="text-sm text-zinc-500">{t('form.loadingCentres')}</p> : null}
      {matches.data?.length === 0 ? (
        <p className="text-sm text-zinc-500">{t('form.noCentresFound')}</p>
      ) : null}
      <div className="grid max-h-64 gap-2 overflow-y-auto sm:grid-cols-2">
        {(matches.data ?? []).map((centre) => (
          <ChoiceBox
            key={centre.id}
            label={centre.name}
            checked={chosen(centre.id)}
            onToggle={() => toggle(centre)}
          />
        ))}
      </div>
      <FieldError error={error} />
    </fieldset>
  );
}
