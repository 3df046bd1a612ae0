import type { ClockDirection } from '@cic/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClockButtons } from '@/components/clock-buttons';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { clockedText } from '@/lib/clock-words';
import { useClockOwn } from '../api/clock-own';

/**
 * 'My attendance' in the teacher's Settings (issue 45): the signed-in teacher or head of centre
 * clocks in or out on their own phone, for centres without the door's PINs.
 */
export function MyAttendanceCard() {
  const { t } = useTranslation('staff-attendance');
  const clock = useClockOwn();
  const [pending, setPending] = useState<ClockDirection | null>(null);
  const send = (direction: ClockDirection) => {
    setPending(direction);
    clock.mutate(direction, {
      onSuccess: (entry) => toast({ title: clockedText(entry) }),
      onError: (error) => toast({ title: getErrorMessage(error), variant: 'destructive' }),
      onSettled: () => setPending(null),
    });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('myAttendance.heading')}</CardTitle>
        <CardDescription>{t('myAttendance.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ClockButtons pending={pending} onClock={send} />
      </CardContent>
    </Card>
  );
}
