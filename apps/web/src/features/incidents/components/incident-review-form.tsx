import { incidentReviewSchema } from '@cic/contract/incidents/incident-report';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useCompleteIncident } from '../api/change-incident';
import { refusalErrors } from '../lib/refusal-errors';

/** The head of centre's review: the note (what was done) and Complete, once. */
export function IncidentReviewForm({ incidentId }: { incidentId: string }) {
  const { t } = useTranslation('incidents');
  const complete = useCompleteIncident(incidentId);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = () => {
    const checked = incidentReviewSchema.safeParse({ note });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    complete.mutate(checked.data, {
      onSuccess: () => toast({ title: t('review.completed') }),
      onError: (refused) => setError(refusalErrors(refused)?.note ?? getErrorMessage(refused)),
    });
  };

  return (
    <form
      noValidate
      aria-labelledby="incident-review-heading"
      className="grid gap-3 rounded-xl border border-zinc-200 bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 id="incident-review-heading" className="text-sm font-semibold text-zinc-900">
        {t('review.title')}
      </h2>
      <FormField label={t('review.note')} hint={t('review.hint')} error={error}>
        <Textarea rows={3} value={note} onChange={(event) => setNote(event.target.value)} />
      </FormField>
      <Button type="submit" className="w-full sm:w-fit" disabled={complete.isPending}>
        {complete.isPending ? t('review.completing') : t('review.complete')}
      </Button>
    </form>
  );
}
