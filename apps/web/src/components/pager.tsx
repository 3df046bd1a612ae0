import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { pageSummary } from '@/lib/paged-list-query';

/** Goes to a page; `replace` when the page shown was no page at all (the address bar keeps no step back to it). */
export type OnPage = (page: number, options?: { replace: boolean }) => void;

type PagerProps = {
  meta: { page: number; limit: number; total: number };
  onPage: OnPage;
  /** What the rows are for a count ('1 parent', '2 parents'): a catalogue noun with plural forms. */
  noun: (count: number) => string;
  /** The pages' name where a page has two lists that page ('Pages' otherwise). */
  label?: string;
};

/**
 * 'Showing 21–40 of 53 parents' with Previous and Next. A page past the last (`?page=99`, or the
 * last row of the last page gone) goes to the last page instead of reading 'Page 99 of 3' (issue 40).
 */
export function Pager({ meta, onPage, noun, label }: PagerProps) {
  const { t } = useTranslation('common');
  const summary = pageSummary(meta);
  const beyond = meta.page > summary.pageCount;
  const latestOnPage = useRef(onPage);
  latestOnPage.current = onPage;
  useEffect(() => {
    if (beyond) latestOnPage.current(summary.pageCount, { replace: true });
  }, [beyond, summary.pageCount]);
  return (
    <nav
      aria-label={label ?? t('pager.pages')}
      className="flex flex-wrap items-center justify-between gap-3 pt-4"
    >
      <p className="text-sm text-zinc-600" aria-live="polite">
        {t('pager.showing', {
          from: summary.from,
          to: summary.to,
          total: summary.total,
          noun: noun(summary.total),
        })}
      </p>
      {/* On a phone the page count takes a line of its own above the buttons: squeezed between them,
          'Halaman 1 daripada 3' broke into four lines and 'Seterusnya' reached the edge. */}
      <div className="flex flex-wrap items-center justify-end gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={!summary.hasPrevious}
          onClick={() => onPage(meta.page - 1)}
        >
          <ChevronLeft aria-hidden="true" />
          {t('pager.previous')}
        </Button>
        <span className="order-first w-full text-right text-sm whitespace-nowrap text-zinc-600 sm:order-none sm:w-auto">
          {t('pager.pageOf', { page: meta.page, pages: summary.pageCount })}
        </span>
        <Button variant="outline" size="sm" disabled={!summary.hasNext} onClick={() => onPage(meta.page + 1)}>
          {t('pager.next')}
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
