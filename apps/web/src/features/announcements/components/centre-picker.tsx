import { XIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { useCentres } from '@/lib/centres';
import { ChoiceBox, toggled } from './choice-box';

/** Matches shown at once: the organisation may have thousands of centres; the search narrows them. */
const shownMatches = 30;

type CentrePickerProps = {
  value: readonly string[];
  onChange: (centreIds: string[]) => void;
  error?: string | undefined;
};

/** The chosen centres as removable chips, and a search over every centre to add more. */
export function CentrePicker({ value, onChange, error }: CentrePickerProps) {
  const { t } = useTranslation('announcements');
  const centres = useCentres();
  const [search, setSearch] = useState('');
  const all = centres.data ?? [];
  const names = new Map(all.map((centre) => [centre.id, centre.name]));
  const needle = search.trim().toLowerCase();
  const matches = all.filter((centre) => centre.name.toLowerCase().includes(needle));
  return (
    <fieldset className="grid gap-2 rounded-lg border border-zinc-200 p-3">
      <legend className="px-1 text-sm font-medium text-zinc-800">{t('form.centres')}</legend>
      {value.length > 0 ? (
        <ul aria-label={t('form.chosenCentres')} className="flex flex-wrap gap-2">
          {value.map((centreId) => {
            const name = names.get(centreId) ?? t('form.unknownCentre');
            return (
              <li key={centreId}>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={t('form.removeCentre', { name })}
                  onClick={() => onChange(value.filter((id) => id !== centreId))}
                >
                  {name}
                  <XIcon aria-hidden="true" />
                </Button>
              </li>
            );
          })}
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
      {centres.isPending ? <p className="text-sm text-zinc-500">{t('form.loadingCentres')}</p> : null}
      {centres.data && matches.length === 0 ? (
        <p className="text-sm text-zinc-500">{t('form.noCentresFound')}</p>
      ) : null}
      <div className="grid max-h-64 gap-2 overflow-y-auto sm:grid-cols-2">
        {matches.slice(0, shownMatches).map((centre) => (
          <ChoiceBox
            key={centre.id}
            label={centre.name}
            checked={value.includes(centre.id)}
            onToggle={() => onChange(toggled(value, centre.id))}
          />
        ))}
      </div>
      {matches.length > shownMatches ? (
        <p className="text-xs text-zinc-500">{t('form.moreCentres', { count: matches.length - shownMatches })}</p>
      ) : null}
      <FieldError error={error} />
    </fieldset>
  );
}
