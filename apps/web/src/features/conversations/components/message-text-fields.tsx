import { maxMessageBody, maxMessageSubject } from '@cic/contract';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { ConversationSide } from '../api/conversations-key';
import { AttachmentPicker, type useChosenFiles } from './attachment-picker';

type MessageText = { subject: string; body: string };

/**
 * A new message's subject, text and files, the same whichever side writes: bound to the side's
 * form, whatever its other fields.
 */
export function MessageTextFields<Form extends MessageText>({
  side,
  form,
  attachments,
}: {
  side: ConversationSide;
  form: UseFormReturn<Form>;
  attachments: ReturnType<typeof useChosenFiles>;
}) {
  const { t } = useTranslation('conversations');
  // Every such form has a subject and a text; react-hook-form cannot see that through `Form`.
  const { register, formState } = form as unknown as UseFormReturn<MessageText>;
  const subject = register('subject');
  const body = register('body');
  const errors = { subject: formState.errors.subject?.message, body: formState.errors.body?.message };
  return (
    <>
      <FormField label={t('form.subject')} error={errors.subject}>
        <Input maxLength={maxMessageSubject} {...subject} />
      </FormField>
      <FormField label={t('form.body')} error={errors.body}>
        <Textarea rows={6} maxLength={maxMessageBody} {...body} />
      </FormField>
      <AttachmentPicker side={side} files={attachments.files} onChange={attachments.setFiles} />
    </>
  );
}
