import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './ui/input';

type SearchInputProps = Omit<ComponentProps<typeof Input>, 'type'> & {
  /** Classes of the box around the field (its width); `className` styles the field itself. */
  boxClassName?: string;
};

/** A search field with the magnifier drawn inside it. */
export function SearchInput({ boxClassName, className, ...input }: SearchInputProps) {
  return (
    <div className={cn('relative', boxClassName)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400"
      />
      <Input type="search" className={cn('pl-9', className)} {...input} />
    </div>
  );
}
