import { useAddressParams, withParams } from '@/hooks/use-address-params';
import { pickDay } from '@/lib/calendar-day';
import { todayInKualaLumpur } from '@/lib/time';

/**
 * The check-in pages' day: query parameter `date`, defaulting to today in Kuala Lumpur and never
 * after it (spec 2 §2.9, §5). Changing it keeps the other parameters (sort, tab, search).
 */
export function useDayParam() {
  const { params, update } = useAddressParams();
  const today = todayInKualaLumpur();
  const date = pickDay(params.get('date'), today);
  /** Sets one query parameter, keeping the others. */
  const setParam = (key: string, value: string) => update((live) => withParams(live, { [key]: value }));
  const setDate = (day: string) => setParam('date', day);
  /** The current query string as an object, to carry it onto another check-in page. */
  const query = Object.fromEntries(params);
  return { params, update, setParam, date, today, setDate, query };
}
