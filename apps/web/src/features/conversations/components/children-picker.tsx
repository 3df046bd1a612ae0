import { XIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceBox } from '@/components/choice-box';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import type { CentreChild } from '../api/get-centre-children';

type ChildrenPickerProps = {
  centreChildren: readonly CentreChild[];
  value: readonly string[];
  onChange: (childIds: string[]) => void;
  error?: string | undefined;
};

/** The chosen children as removable chips, and the centre's children, found by name, to add more. */
export function ChildrenPicker({ centreChildren, value, onChange, error }: ChildrenPickerProps) {
  const { t } = useTranslation('conversations');
  const [search, setSearch] = useState('');
  const errorId = useId();
  const chosen = new Set(value);
  const toggle = (childId: string) =>
    onChange(chosen.has(childId) ? value.filter((id) => id !== childId) : [...value, childId]);
  const wanted = search.trim().toLocaleLowerCase();
  const matches = centreChildren.filter((child) => child.name.toLocaleLowerCase().includes(wanted));
  const chosenChildren = centreChildren.filter((child) => chosen.has(child.id));
  return (
    <fieldset className="grid min-w-0 gap-2 rounded-lg border border-zinc-200 p-3">
      <legend className="px-1 text-sm font-medium text-zinc-800">{t('form.children')}</legend>
      {chosenChildren.length > 0 ? (
        <ul aria-label={t('form.chosenChildren')} className="flex flex-wrap gap-2">
          {chosenChildren.map((child) => (
            <li key={child.id} className="min-w-0 max-w-full">
              <Button
                variant="outline"
                size="sm"
                className="max-w-full"
                aria-label={t('form.removeChild', { name: child.name })}
                onClick={() => toggle(child.id)}
              >
                <span className="truncate">{child.name}</span>
                <XIcon aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-zinc-500">{t('form.noChildChosen')}</p>
      )}
      <SearchInput
        aria-label={t('form.searchChildren')}
        placeholder={t('form.searchChildren')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {matches.length === 0 ? <p className="text-sm text-zinc-500">{t('form.noChildFound')}</p> : null}
      <div className="grid max-h-64 gap-2 overflow-y-auto sm:grid-cols-2">
        {matches.map((child) => (
          <ChoiceBox
            key={child.id}
            label={child.name}
            checked={chosen.has(child.id)}
            onToggle={() => toggle(child.id)}
          />
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
