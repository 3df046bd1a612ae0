import { maxMessageBody, type ReplyForm, replyFormSchema, type ThreadMessage } from '@cic/contract';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RefusalMessage } from '@/components/refusal-message';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useFocusAfter } from '@/hooks/use-focus-after';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { zodResolver } from '@/lib/zod-resolver';
import type { ConversationSide } from '../api/conversations-key';
import { useReplyToThread } from '../api/reply-to-thread';
import { AttachmentPicker, useChosenFiles } from './attachment-picker';

/**
 * The answer box under a thread. Once sent, the box empties and keeps focus for the next answer;
 * a refusal of the text is said under it, any other above Send.
 */
export function ReplyBox({
  side,
  threadId,
  onSent,
}: {
  side: ConversationSide;
  threadId: string;
  onSent: (message: ThreadMessage) => void;
}) {
  const { t } = useTranslation('conversations');
  const reply = useReplyToThread(side, threadId);
  const form = useForm<ReplyForm>({ resolver: zodResolver(replyFormSchema), defaultValues: { body: '' } });
  const box = useRef<HTMLTextAreaElement | null>(null);
  const focusAfter = useFocusAfter();
  const { ref, ...body } = form.register('body');
  const attachments = useChosenFiles();
  const refusal = attachments.waiting
    ? t('attach.waiting')
    : reply.error && !(reply.error instanceof ApiError && reply.error.field === 'body')
      ? getErrorMessage(reply.error)
      : null;

  const submit = form.handleSubmit((values) => {
    const attachmentIds = attachments.ready();
    if (!attachmentIds) return;
    reply.mutate(
      { ...values, attachmentIds },
      {
        onSuccess: (message) => {
          form.reset({ body: '' });
          attachments.clear();
          onSent(message);
          focusAfter(() => box.current);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.field === 'body') {
            form.setError('body', { message: getErrorMessage(error) });
          }
          focusAfter(() => box.current);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <FormField label={t('reply.label')} error={form.formState.errors.body?.message}>
        <Textarea
          rows={3}
          maxLength={maxMessageBody}
          {...body}
          ref={(element) => {
            ref(element);
            box.current = element;
          }}
        />
      </FormField>
      <AttachmentPicker side={side} files={attachments.files} onChange={attachments.setFiles} />
      <RefusalMessage refusal={refusal} />
      <Button type="submit" className="justify-self-end" disabled={reply.isPending}>
        {reply.isPending ? t('reply.sending') : t('reply.send')}
      </Button>
    </form>
  );
}
