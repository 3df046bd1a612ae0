import {
  messageRetentionMessage,
  messageRetentionRules,
  messageRetentionSchema,
} from '@cic/contract/conversations/message-retention';
import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast, toastError } from '@/components/ui/use-toast';
import { useMessageRetention, useUpdateMessageRetention } from '../api/message-retention';
import { NumberSetting } from './number-setting';

/**
 * Head office's message retention (issue 43, decision 114): conversations whose last message is
 * older than the months are deleted each night; an empty field keeps every conversation.
 */
export function MessageRetentionSetting() {
  const { t } = useTranslation('admin');
  const current = useMessageRetention();
  const update = useUpdateMessageRetention();

  const save = (text: string) => {
    const typed = text.trim();
    const parsed = messageRetentionSchema.safeParse({ months: typed === '' ? null : typed });
    if (!parsed.success) return parsed.error.issues[0]?.message ?? messageRetentionMessage;
    update.mutate(parsed.data, {
      onSuccess: ({ months }) =>
        toast({
          title: t('settings.retention.updated'),
          description:
            months === null
              ? t('settings.retention.keptForever')
              : t('settings.retention.updatedDescription', { count: months }),
        }),
      onError: (failure) => toastError(failure),
    });
    return null;
  };

  return (
    <NumberSetting
      icon={<MessagesSquare aria-hidden="true" className="size-4 text-brand-600" />}
      label={t('settings.retention.label')}
      description={t('settings.retention.description', {
        min: messageRetentionRules.min,
        max: messageRetentionRules.max,
      })}
      saved={current.data ? String(current.data.months ?? '') : undefined}
      loading={current.isPending}
      saving={update.isPending}
      saveLabel={t('settings.retention.save')}
      savingLabel={t('settings.retention.saving')}
      inputMode="numeric"
      save={save}
    />
  );
}
