import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IdleMinutesInput } from '@/components/idle-minutes-input';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { toast, toastError } from '@/components/ui/use-toast';
import { useCentreSettings } from '../api/get-centre-settings';
import { useSetIdleMinutes } from '../api/set-idle-minutes';

/** The head of centre's idle time: minutes without use before the teacher app shows the name picker again. */
export function IdleTimeSetting() {
  const { t } = useTranslation('teacher');
  const settings = useCentreSettings();
  const save = useSetIdleMinutes();
  const id = useId();
  const [minutes, setMinutes] = useState('');
  const kept = settings.data?.idleMinutes;
  useEffect(() => {
    if (kept !== undefined) setMinutes(String(kept));
  }, [kept]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(Number(minutes), {
      onSuccess: (message) => toast({ title: t('pins.success'), description: message }),
      onError: (error) => toastError(error),
    });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('pins.idleTitle')}</CardTitle>
        <CardDescription>{t('pins.idleDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="flex items-end gap-3" onSubmit={submit}>
          <div className="grid gap-1.5">
            <Label htmlFor={id}>{t('pins.idleMinutes')}</Label>
            <IdleMinutesInput
              id={id}
              className="h-12 w-28"
              value={minutes}
              onChange={(event) => setMinutes(event.target.value)}
            />
          </div>
          <Button type="submit" size="lg" disabled={save.isPending || minutes === ''}>
            {save.isPending ? t('pins.saving') : t('pins.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
