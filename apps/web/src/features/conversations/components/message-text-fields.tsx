import { maxMessageBody, maxMessageSubject } from '@cic/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { ConversationSide } from '../api/conversations-key';
import { AttachmentPicker, type useChosenFiles } from './attachment-picker';

/** A new message's subject, text and files, the same whichever side writes. */
export function MessageTextFields({
  side,
  subject,
  body,
  errors,
  attachments,
}: {
  side: ConversationSide;
  subject: UseFormRegisterReturn<'subject'>;
  body: UseFormRegisterReturn<'body'>;
  errors: { subject?: string | undefined; body?: string | undefined };
  attachments: ReturnType<typeof useChosenFiles>;
}) {
  const { t } = useTranslation('conversations');
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
