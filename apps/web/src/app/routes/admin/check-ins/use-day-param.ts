import { useSearchParams } from 'react-router';
import { pickDay } from '@/lib/calendar-day';
import { todayInKualaLumpur } from '@/lib/time';

/**
 * The check-in pages' day: query parameter `date`, defaulting to today in Kuala Lumpur and never
 * after it (spec 2 §2.9, §5). Changing it keeps the other parameters (sort, tab).
 */
export function useDayParam() {
  const [params, setParams] = useSearchParams();
  const today = todayInKualaLumpur();
  const date = pickDay(params.get('date'), today);
  const setDate = (day: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('date', day);
      return next;
    });
  /** The current query string as an object, to carry it onto another check-in page. */
  const query = Object.fromEntries(params);
  return { params, setParams, date, today, setDate, query };
}
