import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { searchDelayMs, useDebouncedValue } from '@/hooks/use-debounced-value';
import { messageText } from '@/i18n/i18n';
import { getErrorMessage } from '@/lib/api-client';
import { useCentres } from '@/lib/centres';
import { cn } from '@/lib/cn';

type CentreMultiSelectProps = {
  /** Every centre: the selection is cleared and the list disabled. */
  all: boolean;
  onAllChange: (all: boolean) => void;
  selected: readonly string[];
  onSelectedChange: (ids: string[]) => void;
  error?: string | undefined;
};

/** The report's centres: 'Select all centers', or a searchable list to tick some from. */
export function CentreMultiSelect({
  all,
  onAllChange,
  selected,
  onSelectedChange,
  error,
}: CentreMultiSelectProps) {
  const { t } = useTranslation('overtime');
  const id = useId();
  const centres = useCentres();
  const [search, setSearch] = useState('');
  const needle = useDebouncedValue(search, searchDelayMs).trim().toLowerCase();
  const shown = (centres.data ?? []).filter((centre) => centre.name.toLowerCase().includes(needle));
  const toggle = (centreId: string, on: boolean) =>
    onSelectedChange(on ? [...selected, centreId] : selected.filter((chosen) => chosen !== centreId));

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium text-zinc-800">{t('centres.legend')}</legend>
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-all`}
          checked={all}
          onCheckedChange={(checked) => {
            onAllChange(checked === true);
            if (checked === true) onSelectedChange([]);
          }}
        />
        <Label htmlFor={`${id}-all`}>{t('centres.selectAll')}</Label>
      </div>
      <Input
        type="search"
        aria-label={t('centres.search')}
        placeholder={t('centres.searchPlaceholder')}
        value={search}
        disabled={all}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div
        className={cn(
          'grid max-h-44 gap-1 overflow-y-auto rounded-lg border border-zinc-200 p-2',
          all && 'opacity-50',
        )}
      >
        {centres.isPending ? <Skeleton className="h-16" /> : null}
        {centres.isError ? <p className="text-sm text-red-700">{getErrorMessage(centres.error)}</p> : null}
        {centres.data && shown.length === 0 ? (
          <p className="text-sm text-zinc-500">{t('centres.empty')}</p>
        ) : null}
        {shown.map((centre) => (
          <div key={centre.id} className="flex items-center gap-2 py-0.5">
            <Checkbox
              id={`${id}-${centre.id}`}
              disabled={all}
              checked={selected.includes(centre.id)}
              onCheckedChange={(checked) => toggle(centre.id, checked === true)}
            />
            <Label htmlFor={`${id}-${centre.id}`} className="font-normal">
              {centre.name}
            </Label>
          </div>
        ))}
      </div>
      <p className="text-xs text-zinc-500" aria-live="polite">
        {all ? t('centres.every') : t('centres.selected', { number: selected.length })}
      </p>
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {messageText(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
