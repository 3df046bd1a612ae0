import { Thermometer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatTemperature } from '@/lib/check-in-days';
import { formatTime } from '@/lib/time';
import { useFeversToday } from '../api/get-fevers-today';

/** For the head of centre above the list: today's children flagged with a fever; nothing on a calm day. */
export function FeversToday() {
  const { t } = useTranslation('teacher');
  const fevers = useFeversToday();
  const records = fevers.data ?? [];
  if (records.length === 0) return null;
  const children = new Set(records.map((record) => record.studentId)).size;
  return (
    <section
      aria-labelledby="fevers-today-title"
      className="mx-4 mt-4 rounded-xl border border-rose-200 bg-rose-50 p-3"
    >
      <h2 id="fevers-today-title" className="flex items-center gap-1.5 text-sm font-semibold text-rose-900">
        <Thermometer aria-hidden="true" className="size-4" />
        {t('fever.today', { count: children })}
      </h2>
      <ul className="mt-2 grid gap-1 text-sm text-rose-950">
        {records.map((record) => (
          <li key={record.checkInId} className="flex flex-wrap justify-between gap-x-3">
            <span className="font-medium">{record.studentName}</span>
            <span>
              {formatTemperature(record.temperature)} · {t(`status.${record.status}`)}{' '}
              {formatTime(record.time)} · {record.recordedBy}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
