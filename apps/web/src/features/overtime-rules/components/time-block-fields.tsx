import { overtimeUnits, type updateOvertimeRulesSchema } from '@cic/contract';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { IconButton } from '@/components/icon-button';
import { MoneyField } from '@/components/money-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { blockAmountRules } from '../lib/block-amounts';

export type RuleFormFields = z.input<typeof updateOvertimeRulesSchema>;
export type RuleFormOutput = z.output<typeof updateOvertimeRulesSchema>;

type TimeBlockFieldsProps = {
  form: UseFormReturn<RuleFormFields, unknown, RuleFormOutput>;
  index: number;
  isActive: boolean;
  onRemove: () => void;
};

/**
 * One time block of the rule form: Kuala Lumpur clock times (decision 039), R ringgit per D
 * units, and whether it charges. Each field shows the contract's message under it.
 */
export function TimeBlockFields({ form, index, isActive, onRemove }: TimeBlockFieldsProps) {
  const { t } = useTranslation('overtime');
  const activeId = useId();
  const errors: FieldErrors<RuleFormFields['blocks'][number]> | undefined =
    form.formState.errors.blocks?.[index];
  const name = <K extends keyof RuleFormFields['blocks'][number]>(key: K) =>
    `blocks.${index}.${key}` as const;
  return (
    <fieldset className="grid gap-3 rounded-xl border border-zinc-200 p-4 sm:grid-cols-6">
      <legend className="px-1 text-sm font-medium text-zinc-700">
        {t('block.legend', { number: index + 1 })}
      </legend>
      <FormField
        label={t('block.description')}
        className="sm:col-span-4"
        error={errors?.description?.message}
      >
        <Input
          autoComplete="off"
          maxLength={200}
          placeholder={t('block.descriptionPlaceholder')}
          {...form.register(name('description'))}
        />
      </FormField>
      <div className="flex items-end justify-between gap-3 sm:col-span-2">
        <div className="grid gap-1.5">
          <Label htmlFor={activeId}>{t('block.active')}</Label>
          <Switch
            id={activeId}
            checked={isActive}
            onCheckedChange={(checked) => form.setValue(name('isActive'), checked, { shouldDirty: true })}
          />
        </div>
        <IconButton icon={Trash2} label={t('block.remove', { number: index + 1 })} onClick={onRemove} />
      </div>
      <FormField label={t('block.startTime')} className="sm:col-span-3" error={errors?.startTime?.message}>
        <Input type="time" {...form.register(name('startTime'))} />
      </FormField>
      <FormField label={t('block.endTime')} className="sm:col-span-3" error={errors?.endTime?.message}>
        <Input type="time" {...form.register(name('endTime'))} />
      </FormField>
      <FormField label={t('block.duration')} className="sm:col-span-2" error={errors?.duration?.message}>
        <Input type="number" inputMode="numeric" min={1} step={1} {...form.register(name('duration'))} />
      </FormField>
      <FormField label={t('block.unit')} className="sm:col-span-2" error={errors?.unit?.message}>
        <NativeSelect {...form.register(name('unit'))}>
          {overtimeUnits.map((unit) => (
            <option key={unit} value={unit}>
              {t(`unit.${unit}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <MoneyField
        label={t('block.rate')}
        className="sm:col-span-2"
        value={String(form.watch(name('amount')) ?? '')}
        onChange={(text) =>
          form.setValue(name('amount'), text, {
            shouldDirty: true,
            shouldValidate: form.formState.isSubmitted,
          })
        }
        rules={blockAmountRules}
        error={errors?.amount?.message}
      />
    </fieldset>
  );
}
