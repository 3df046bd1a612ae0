import { useRef } from 'react';
import { toast } from '@/components/ui/use-toast';
import { i18n } from '@/i18n/i18n';
import { ApiError } from '@/lib/api-client';
import { clearRegistrationDraft, type RegistrationDraft } from '@/lib/registration-draft';
import { useCreateRegistration } from '../api/create-registration';
import { registrationBodyFrom } from '../lib/registration-body';

/**
 * 'Confirm and Submit' (spec 1 §4, §8). One idempotency key per submission, kept until the server
 * answers: a double click or a retry after a lost connection sends the same key, so the server
 * makes one registration.
 */
export function useSubmitRegistration({ onCompleted }: { onCompleted: () => void }) {
  const create = useCreateRegistration();
  const key = useRef<string | null>(null);

  const send = (draft: RegistrationDraft) => {
    if (create.isPending) return;
    key.current ??= crypto.randomUUID();
    create.mutate(registrationBodyFrom(draft, key.current) as Parameters<typeof create.mutate>[0], {
      onSuccess: ({ paymentUrl }) => {
        key.current = null;
        clearRegistrationDraft();
        if (paymentUrl) {
          toast({
            title: i18n.t('registration:submit.submitted'),
            description: i18n.t('registration:submit.toPayment'),
          });
          window.location.assign(paymentUrl);
        } else {
          toast({
            title: i18n.t('registration:submit.completed'),
            description: i18n.t('registration:submit.noPayment'),
          });
          onCompleted();
        }
      },
      onError: (error) => {
        // No answer, or a server failure: the registration may exist, so a retry keeps the key.
        const uncertain = error instanceof ApiError && (error.status === 0 || error.status >= 500);
        if (!uncertain) key.current = null;
        if (error instanceof ApiError && error.code === 'NETWORK_ERROR') {
          toast({
            title: i18n.t('registration:submit.networkTitle'),
            description: i18n.t('registration:submit.network'),
            variant: 'destructive',
          });
          return;
        }
        toast({
          title: i18n.t('registration:submit.failedTitle'),
          description: error.message || i18n.t('registration:submit.unexpected'),
          variant: 'destructive',
        });
      },
    });
  };

  return { send, isPending: create.isPending };
}
