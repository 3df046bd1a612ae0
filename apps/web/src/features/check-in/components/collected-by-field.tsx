import { Phone, TriangleAlert } from 'lucide-react';
import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/avatar';
import { FieldError } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { familyRelationLabel, pickupRelationshipLabel } from '@/lib/family-relation';
import { useCollectors } from '../api/get-collectors';

/** The teacher's choice: `parent:<id>`, `person:<id>` or `other` with a name; '' before choosing. */
export type CollectorChoice = { value: string; otherName: string };

type CollectedByFieldProps = {
  /** The group, where the form puts focus when the choice is missing or wrong. */
  ref?: Ref<HTMLFieldSetElement>;
  studentId: string;
  choice: CollectorChoice;
  onChange: (choice: CollectorChoice) => void;
  error?: string | undefined;
  nameError?: string | undefined;
};

type Option = { value: string; name: string; detail: string; phone: string | null; photo: string | null };

function OptionRow({
  option,
  checked,
  name,
  onSelect,
}: {
  option: Option;
  checked: boolean;
  name: string;
  onSelect: () => void;
}) {
  return (
    <label className="flex min-h-14 cursor-pointer items-center gap-3 rounded-lg border border-zinc-200 bg-white px-3 py-2 has-checked:border-brand-500 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600">
      <input
        type="radio"
        name={name}
        value={option.value}
        checked={checked}
        onChange={onSelect}
        className="size-5 accent-brand-600"
      />
      {option.photo ? (
        <Avatar src={option.photo} alt="" seed={option.name} className="size-10 shrink-0 rounded-full" />
      ) : null}
      <span className="grid min-w-0 flex-1">
        <span className="truncate font-medium text-zinc-900">{option.name}</span>
        <span className="flex items-center gap-1 truncate text-xs text-zinc-600">
          {option.detail}
          {option.phone ? (
            <>
              <Phone aria-hidden="true" className="ml-1 size-3" />
              {option.phone}
            </>
          ) : null}
        </span>
      </span>
    </label>
  );
}

/**
 * Who collects the child at check-out: the family's parents and the people on the child's list,
 * or 'Other' with a name, which the parents see flagged. Native radios: arrow keys move between them.
 */
export function CollectedByField({
  ref,
  studentId,
  choice,
  onChange,
  error,
  nameError,
}: CollectedByFieldProps) {
  const { t } = useTranslation('teacher');
  const id = useId();
  const collectors = useCollectors(studentId, true);
  const options: Option[] = collectors.data
    ? [
        ...collectors.data.parents.map((parent) => ({
          value: `parent:${parent.id}`,
          name: parent.name,
          detail: t('collectedBy.parent', { relationship: familyRelationLabel(parent.relationship) }),
          phone: parent.phoneNumber,
          photo: null,
        })),
        ...collectors.data.persons.map((person) => ({
          value: `person:${person.id}`,
          name: person.name,
          detail: pickupRelationshipLabel(person.relationship),
          phone: person.phoneNumber,
          photo: person.thumbnailUrl,
        })),
      ]
    : [];
  const select = (value: string) => onChange({ ...choice, value });

  return (
    <fieldset ref={ref} className="grid gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-zinc-900">{t('collectedBy.legend')}</legend>
      {collectors.isPending ? <Skeleton className="h-14 w-full" /> : null}
      {collectors.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {getErrorMessage(collectors.error, t('collectedBy.loadFailed'))}
        </p>
      ) : null}
      {options.map((option) => (
        <OptionRow
          key={option.value}
          option={option}
          name={id}
          checked={choice.value === option.value}
          onSelect={() => select(option.value)}
        />
      ))}
      <OptionRow
        option={{
          value: 'other',
          name: t('collectedBy.other'),
          detail: t('collectedBy.otherDetail'),
          phone: null,
          photo: null,
        }}
        name={id}
        checked={choice.value === 'other'}
        onSelect={() => select('other')}
      />
      {choice.value === 'other' ? (
        <div className="grid gap-1.5 rounded-lg bg-amber-50 p-3">
          <label
            htmlFor={`${id}-name`}
            className="flex items-center gap-1 text-sm font-medium text-amber-900"
          >
            <TriangleAlert aria-hidden="true" className="size-4" />
            {t('collectedBy.otherName')}
          </label>
          <Input
            id={`${id}-name`}
            value={choice.otherName}
            maxLength={100}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${id}-name-error` : undefined}
            onChange={(event) => onChange({ ...choice, otherName: event.target.value })}
            className="h-12"
          />
          <FieldError id={`${id}-name-error`} error={nameError} />
        </div>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
