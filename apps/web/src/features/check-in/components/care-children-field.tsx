import type { CareEntryKind, CentreStudent } from '@cic/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceBox } from '@/components/choice-box';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { ageGroups, type CareFields, type CareGroupErrors, checkedInNow, toggleAll } from '../lib/care-group';
import { CareKindFields, careExceptionFields } from './care-kind-fields';

type CareChildrenFieldProps = {
  kind: CareEntryKind;
  students: readonly CentreStudent[];
  chosen: readonly string[];
  onChoose: (chosen: string[]) => void;
  groupFields: CareFields;
  exceptions: Readonly<Record<string, CareFields>>;
  /** A child's own values, or null to take the group's again. */
  onException: (childId: string, values: CareFields | null) => void;
  errors: CareGroupErrors;
};

/**
 * The children of a group entry: a whole group at a tap (the checked-in ones, an age), each one
 * ticked or unticked, and under a chosen child a value of their own ('Some' for the one who ate less).
 */
export function CareChildrenField({
  kind,
  students,
  chosen,
  onChoose,
  groupFields,
  exceptions,
  onException,
  errors,
}: CareChildrenFieldProps) {
  const { t } = useTranslation('care');
  const id = useId();
  const [now] = useState(() => new Date());
  const groups = [
    { label: t('group.checkedIn'), ids: checkedInNow(students, now).map((student) => student.ID_STUDENT) },
    ...ageGroups(students).map((age) => ({
      label: t('group.age', { age }),
      ids: students.filter((student) => student.Age === age).map((student) => student.ID_STUDENT),
    })),
  ];
  const error = errors.fields.childIds;

  return (
    <fieldset className="grid min-w-0 gap-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-zinc-800">
        {t('group.children')} · {t('group.chosen', { count: chosen.length })}
      </legend>
      <div className="flex flex-wrap gap-2">
        {groups.map((group) => (
          <Button
            key={group.label}
            type="button"
            size="sm"
            variant="outline"
            aria-label={t('group.selectGroup', { group: group.label })}
            aria-pressed={group.ids.length > 0 && group.ids.every((childId) => chosen.includes(childId))}
            disabled={group.ids.length === 0}
            onClick={() => onChoose(toggleAll(chosen, group.ids))}
          >
            {group.label}
          </Button>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
      {students.length === 0 ? <p className="text-sm text-zinc-600">{t('group.noChildren')}</p> : null}
      <ul className="grid gap-2">
        {students.map((student) => {
          const childId = student.ID_STUDENT;
          const isChosen = chosen.includes(childId);
          const own = exceptions[childId];
          return (
            <li key={childId} className="grid min-w-0 gap-2">
              <ChoiceBox
                label={student.studentName}
                checked={isChosen}
                onToggle={() => onChoose(toggleAll(chosen, [childId]))}
              />
              {isChosen ? (
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  // A long name wraps rather than widening the dialog past a phone's width.
                  className="h-auto min-h-8 max-w-full justify-self-start py-1.5 text-left whitespace-normal"
                  aria-expanded={own !== undefined}
                  onClick={() => onException(childId, own ? null : { ...groupFields })}
                >
                  {own
                    ? t('group.sameAsGroup', { name: student.studentName })
                    : t('group.different', { name: student.studentName })}
                </Button>
              ) : null}
              {isChosen && own ? (
                <fieldset className="grid min-w-0 gap-3 rounded-lg border border-brand-200 bg-brand-50/40 p-3">
                  <legend className="max-w-full px-1 text-sm font-medium break-words text-zinc-900">
                    {t('group.exceptionOf', { name: student.studentName })}
                  </legend>
                  <CareKindFields
                    kind={kind}
                    only={careExceptionFields[kind]}
                    values={own}
                    onChange={(key, value) => onException(childId, { ...own, [key]: value })}
                    errors={errors.exceptions[childId] ?? {}}
                  />
                </fieldset>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
