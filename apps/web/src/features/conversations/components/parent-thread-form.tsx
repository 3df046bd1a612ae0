import {
  type MessageInbox,
  messageInboxes,
  type ParentThreadForm as ParentThreadFormValues,
  parentThreadFormSchema,
  type Thread,
} from '@cic/contract';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceCards } from '@/components/ui/choice-cards';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { firstInvalidField, useFocusAfter } from '@/hooks/use-focus-after';
import { messageText } from '@/i18n/i18n';
import { getErrorMessage } from '@/lib/api-client';
import { refusedField } from '@/lib/refused-field';
import { zodResolver } from '@/lib/zod-resolver';
import { useStartParentThread } from '../api/start-thread';
import { useChosenFiles } from './attachment-picker';
import { MessageFormActions } from './message-form-actions';
import { MessageTextFields } from './message-text-fields';

/** A child the parent may write about, with the centre the message goes to. */
export type ChildChoice = { id: string; name: string; centreName: string };

const fields = ['childId', 'subject', 'body'] as const;

/**
 * A parent's new message: the child it is about, whom it goes to (the child's centre or head
 * office), a subject and the text. The server's refusal of a field is said under it, which takes focus.
 */
export function ParentThreadForm({
  choices,
  cancelHref,
  onSent,
}: {
  choices: readonly ChildChoice[];
  cancelHref: string;
  onSent: (thread: Thread) => void;
}) {
  const { t } = useTranslation('conversations');
  const start = useStartParentThread();
  const form = useForm<ParentThreadFormValues>({
    resolver: zodResolver(parentThreadFormSchema),
    defaultValues: {
      to: 'CENTRE',
      childId: choices.length === 1 ? choices[0]?.id : '',
      subject: '',
      body: '',
    },
  });
  const formRef = useRef<HTMLFormElement>(null);
  const send = useRef<HTMLButtonElement>(null);
  const focusAfter = useFocusAfter();
  const errors = form.formState.errors;
  const chosen = choices.find((child) => child.id === form.watch('childId'));
  const to = form.watch('to');
  const toLabels: Record<MessageInbox, [string, string]> = {
    CENTRE: [chosen?.centreName ?? t('form.toChildCentre'), t('form.toChildCentreHint')],
    HEAD_OFFICE: [t('form.toHeadOffice'), t('form.toHeadOfficeHint')],
  };
  const attachments = useChosenFiles();
  const refusal = attachments.waiting
    ? t('attach.waiting')
    : start.error && !refusedField(start.error, fields)
      ? getErrorMessage(start.error)
      : null;

  const submit = form.handleSubmit((values) => {
    const attachmentIds = attachments.ready();
    if (!attachmentIds) return;
    start.mutate(
      { ...values, attachmentIds },
      {
        onSuccess: (thread) => {
          toast({ title: messageText('success.messageSent') });
          onSent(thread);
        },
        onError: (error) => {
          const refused = refusedField(error, fields);
          if (refused) form.setError(refused.field, { message: refused.message });
          focusAfter(
            () => firstInvalidField(formRef.current),
            () => send.current,
          );
        },
      },
    );
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4">
      <FormField label={t('form.child')} error={errors.childId?.message}>
        <NativeSelect {...form.register('childId')}>
          {choices.length > 1 ? <option value="">{t('form.chooseChild')}</option> : null}
          {choices.map((child) => (
            <option key={child.id} value={child.id}>
              {t('form.childAt', { child: child.name, centre: child.centreName })}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <ChoiceCards
        legend={t('form.to')}
        name="to"
        choices={messageInboxes}
        value={to}
        onChange={(next) => form.setValue('to', next)}
        label={(inbox) => toLabels[inbox][0]}
        hint={(inbox) => toLabels[inbox][1]}
      />
      <MessageTextFields side="parent" form={form} attachments={attachments} />
      <MessageFormActions refusal={refusal} cancelHref={cancelHref} send={send} sending={start.isPending} />
    </form>
  );
}
