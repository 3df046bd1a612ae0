import { Search, XIcon } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';

type StudentSearchProps = { value: string; onChange: (value: string) => void };

/** 'Search student' with a clear button that keeps the keyboard up for the next name. */
export function StudentSearch({ value, onChange }: StudentSearchProps) {
  const { t } = useTranslation('teacher');
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="relative">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-zinc-500"
      />
      <Input
        ref={input}
        type="search"
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        aria-label={t('checkin.search')}
        placeholder={t('checkin.search')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-12 rounded-xl pr-12 pl-11 text-base [&::-webkit-search-cancel-button]:appearance-none"
      />
      {value ? (
        <button
          type="button"
          aria-label={t('checkin.clearSearch')}
          onClick={() => {
            onChange('');
            input.current?.focus();
          }}
          className="absolute top-1/2 right-1 flex size-10 -translate-y-1/2 items-center justify-center rounded-lg text-zinc-600 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <XIcon aria-hidden="true" className="size-5" />
        </button>
      ) : null}
    </div>
  );
}
