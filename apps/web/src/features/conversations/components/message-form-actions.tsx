import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RefusalMessage } from '@/components/refusal-message';
import { Button } from '@/components/ui/button';

/** The end of a new-message form: a refusal no field names, then Cancel and Send. */
export function MessageFormActions({
  refusal,
  cancelHref,
  send,
  sending,
}: {
  refusal: string | null;
  cancelHref: string;
  send: Ref<HTMLButtonElement>;
  sending: boolean;
}) {
  const { t } = useTranslation('conversations');
  return (
    <>
      <RefusalMessage refusal={refusal} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" asChild>
          <Link to={cancelHref}>{t('form.cancel')}</Link>
        </Button>
        <Button ref={send} type="submit" disabled={sending}>
          {sending ? t('form.sending') : t('form.send')}
        </Button>
      </div>
    </>
  );
}
