import { nextOvertimeBlock, type OvertimeRuleGroup } from '@cic/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { toast, toastError } from '@/components/ui/use-toast';
import { useLeaveConfirm } from '@/components/use-leave-confirm';
import { messageText } from '@/i18n/i18n';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useCreateOvertimeRules } from '../api/create-overtime-rules';
import { useUpdateOvertimeRules } from '../api/update-overtime-rules';
import { withBlockAmounts } from '../lib/block-amounts';
import { defaultChoice, formBlocksOf, type PackageChoice } from '../lib/rule-choices';
import { rowName } from './rules-table';
import { type RuleFormFields, type RuleFormOutput, TimeBlockFields } from './time-block-fields';

const resolver = withBlockAmounts(
  lazyZodResolver<RuleFormFields, unknown, RuleFormOutput>(() =>
    import('@cic/contract/overtime/overtime-rules').then((m) => m.updateOvertimeRulesSchema),
  ),
);

type RuleFormDialogProps =
  /** A new group: the package choice, with the first free one chosen. */
  | { mode: 'create'; choices: readonly PackageChoice[]; firstChoice: string; onClose: () => void }
  /** An existing group: its package stays fixed, its blocks are replaced on save. */
  | { mode: 'edit'; group: OvertimeRuleGroup; onClose: () => void };

/**
 * 'Create Rule' / 'Edit Rule' (spec 3 §2.4, §5, §9): the package and its time blocks. The page
 * mounts it per opening; closing with unsaved changes asks first.
 */
export function RuleFormDialog(props: RuleFormDialogProps) {
  const { t } = useTranslation('overtime');
  const editing = props.mode === 'edit';
  const [choice, setChoice] = useState(props.mode === 'create' ? props.firstChoice : '');
  const form = useForm<RuleFormFields, unknown, RuleFormOutput>({
    resolver,
    defaultValues: { blocks: editing ? formBlocksOf(props.group) : [nextOvertimeBlock(undefined)] },
  });
  const create = useCreateOvertimeRules();
  const update = useUpdateOvertimeRules();
  const pending = create.isPending || update.isPending;
  const blocks = form.watch('blocks');
  const blocksError = form.formState.errors.blocks?.root?.message ?? form.formState.errors.blocks?.message;
  const dirty = form.formState.isDirty || (props.mode === 'create' && choice !== props.firstChoice);

  const leave = useLeaveConfirm(dirty);
  const requestClose = () => leave.close(props.onClose);
  const setBlocks = (next: RuleFormFields['blocks']) =>
    form.setValue('blocks', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  const saved = (message: string) => () => {
    toast({ title: message });
    props.onClose();
  };
  const submit = form.handleSubmit(({ blocks: checked }) => {
    const onError = (error: Error) => toastError(error);
    if (props.mode === 'edit') {
      update.mutate(
        { packageId: props.group.packageId, blocks: checked },
        { onSuccess: saved(t('ruleForm.updated')), onError },
      );
    } else {
      create.mutate(
        { packageId: choice === defaultChoice ? null : choice, blocks: checked },
        { onSuccess: saved(t('ruleForm.created')), onError },
      );
    }
  });

  return (
    <>
      <DialogFrame
        open
        onOpenChange={(open) => (open ? undefined : requestClose())}
        busy={pending}
        title={editing ? t('ruleForm.editTitle') : t('ruleForm.createTitle')}
        description={t('ruleForm.description')}
        className="max-w-3xl"
        onSubmit={submit}
        footer={
          <>
            <Button variant="outline" onClick={requestClose} disabled={pending}>
              {t('ruleForm.cancel')}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? t('ruleForm.saving') : editing ? t('ruleForm.update') : t('ruleForm.create')}
            </Button>
          </>
        }
      >
        {props.mode === 'edit' ? (
          <FormField label={t('ruleForm.package')}>
            <Input readOnly aria-readonly="true" value={rowName(props.group, t)} className="bg-zinc-50" />
          </FormField>
        ) : (
          <FormField label={t('ruleForm.package')}>
            <NativeSelect value={choice} onChange={(event) => setChoice(event.target.value)}>
              {props.choices.map((option) => (
                <option key={option.value} value={option.value} disabled={option.disabled}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        )}
        <div className="grid gap-3">
          {blocks.map((block, index) => (
            <TimeBlockFields
              // Blocks have no identity of their own until saved; removing one re-fills the rest.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              key={index}
              form={form}
              index={index}
              isActive={block.isActive ?? true}
              onRemove={() => setBlocks(blocks.filter((_, other) => other !== index))}
            />
          ))}
          {blocksError ? (
            <p role="alert" className="text-sm text-red-600">
              {messageText(blocksError)}
            </p>
          ) : null}
          <Button
            variant="outline"
            className="w-fit"
            onClick={() => setBlocks([...blocks, nextOvertimeBlock(blocks.at(-1))])}
          >
            <Plus aria-hidden="true" />
            {t('ruleForm.addBlock')}
          </Button>
        </div>
      </DialogFrame>
      {leave.dialog}
    </>
  );
}
