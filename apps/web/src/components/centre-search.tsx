import { useTranslation } from 'react-i18next';
import { SearchInput } from './search-input';

type CentreSearchProps = {
  value: string;
  onChange: (value: string) => void;
  className?: string;
};

/** 'Search center': a case-insensitive filter on centre names. */
export function CentreSearch({ value, onChange, className }: CentreSearchProps) {
  const { t } = useTranslation('common');
  return (
    <SearchInput
      boxClassName={className}
      aria-label={t('centres.search')}
      placeholder={t('centres.search')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className="h-10"
    />
  );
}

/** The centres whose name contains the search text, case-insensitively. */
export function filterByName<T extends { name: string }>(centres: readonly T[], search: string): T[] {
  const needle = search.trim().toLocaleLowerCase();
  return needle ? centres.filter((centre) => centre.name.toLocaleLowerCase().includes(needle)) : [...centres];
}
