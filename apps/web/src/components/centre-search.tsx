import { Search } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Input } from './ui/input';

type CentreSearchProps = {
  value: string;
  onChange: (value: string) => void;
  className?: string;
};

/** 'Search center': a case-insensitive filter on centre names. */
export function CentreSearch({ value, onChange, className }: CentreSearchProps) {
  return (
    <div className={cn('relative', className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400"
      />
      <Input
        type="search"
        aria-label="Search center"
        placeholder="Search center"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 pl-9"
      />
    </div>
  );
}

/** The centres whose name contains the search text, case-insensitively. */
export function filterByName<T extends { name: string }>(centres: readonly T[], search: string): T[] {
  const needle = search.trim().toLocaleLowerCase();
  return needle ? centres.filter((centre) => centre.name.toLocaleLowerCase().includes(needle)) : [...centres];
}
