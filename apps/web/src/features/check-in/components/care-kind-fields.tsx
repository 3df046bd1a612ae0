import {
  type CareEntryKind,
  careMealAmounts,
  careMeals,
  careMoods,
  careReminderItems,
  careToiletKinds,
} from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { CareFields } from '../lib/care-group';
import { RadioPills } from './radio-pills';

/** The fields of each kind, in the order the form shows them (a note's photos apart). */
export const careKindFields: Record<CareEntryKind, readonly string[]> = {
  MEAL: ['meal', 'amount', 'note'],
  NAP: ['start', 'end'],
  TOILET: ['toilet', 'at'],
  MOOD: ['mood', 'note'],
  REMINDER: ['item', 'text'],
  NOTE: ['text'],
};

/** What one child's exception may change (the contract's exception fields). */
export const careExceptionFields: Record<CareEntryKind, readonly string[]> = {
  MEAL: ['amount', 'note'],
  NAP: ['start', 'end'],
  TOILET: ['toilet', 'at'],
  MOOD: ['mood', 'note'],
  REMINDER: ['item', 'text'],
  NOTE: ['text'],
};

type CareKindFieldsProps = {
  kind: CareEntryKind;
  /** The fields shown; all of the kind's by default. */
  only?: readonly string[];
  values: CareFields;
  onChange: (key: string, value: string) => void;
  errors: Record<string, string | undefined>;
};

/** The fields of one kind of care entry, for a group, one child's exception or a correction. */
export function CareKindFields({ kind, only, values, onChange, errors }: CareKindFieldsProps) {
  const { t } = useTranslation('care');
  const set = (key: string) => (value: string) => onChange(key, value);
  const text = (key: string, label: string, long = false) => (
    <FormField key={key} label={label} error={errors[key]}>
      {long ? (
        <Textarea
          rows={3}
          value={values[key] ?? ''}
          onChange={(event) => onChange(key, event.target.value)}
        />
      ) : (
        <Input value={values[key] ?? ''} onChange={(event) => onChange(key, event.target.value)} />
      )}
    </FormField>
  );
  const clock = (key: string, label: string) => (
    <FormField key={key} label={label} error={errors[key]}>
      <Input
        type="time"
        className="w-40"
        value={values[key] ?? ''}
        onChange={(event) => onChange(key, event.target.value)}
      />
    </FormField>
  );
  const field = (key: string) => {
    const pills = <T extends string>(choices: readonly T[], label: (choice: T) => string) => (
      <RadioPills
        key={key}
        legend={t(`fields.${key}`)}
        choices={choices}
        value={values[key]}
        onChange={set(key)}
        label={label}
        error={errors[key]}
      />
    );
    switch (key) {
      case 'meal':
        return pills(careMeals, (choice) => t(`meals.${choice}`));
      case 'amount':
        return pills(careMealAmounts, (choice) => t(`amounts.${choice}`));
      case 'toilet':
        return pills(careToiletKinds, (choice) => t(`toilets.${choice}`));
      case 'mood':
        return pills(careMoods, (choice) => t(`moods.${choice}`));
      case 'item':
        return pills(careReminderItems, (choice) => t(`items.${choice}`));
      case 'start':
      case 'end':
      case 'at':
        return clock(key, t(`fields.${key}`));
      case 'note':
        return text(key, t('fields.note'));
      default:
        return kind === 'NOTE' ? text(key, t('fields.noteText'), true) : text(key, t('fields.text'));
    }
  };
  return <>{(only ?? careKindFields[kind]).map(field)}</>;
}
