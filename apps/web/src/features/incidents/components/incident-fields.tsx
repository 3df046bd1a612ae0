import { incidentBodyParts } from '@cic/contract/incidents/incident-report';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoicePill, PillFieldset } from '@/components/choice-pills';
import { DateField } from '@/components/date-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { IncidentForm } from '../lib/incident-form';
import { IncidentKindSelect } from './incident-kind-select';

type IncidentFieldsProps = {
  form: IncidentForm;
  onChange: (changed: Partial<IncidentForm>) => void;
  errors: Record<string, string>;
};

/** The body parts as ticks that wrap, several at once. */
function BodyPartsField({ form, onChange, errors }: IncidentFieldsProps) {
  const { t } = useTranslation('incidents');
  const id = useId();
  const toggle = (part: (typeof incidentBodyParts)[number], on: boolean) =>
    onChange({
      bodyParts: on
        ? incidentBodyParts.filter((each) => each === part || form.bodyParts.includes(each))
        : form.bodyParts.filter((each) => each !== part),
    });
  return (
    <PillFieldset id={id} legend={t('report.bodyParts')} error={errors.bodyParts}>
      {incidentBodyParts.map((part) => (
        <ChoicePill
          key={part}
          type="checkbox"
          checked={form.bodyParts.includes(part)}
          onChange={(event) => toggle(part, event.target.checked)}
          label={t(`bodyParts.${part}`)}
        />
      ))}
    </PillFieldset>
  );
}

/** What a report says, as filed and as a correction restates it (decision 124). */
export function IncidentFields(props: IncidentFieldsProps) {
  const { form, onChange, errors } = props;
  const { t } = useTranslation('incidents');
  return (
    <>
      <FormField label={t('report.kind')} error={errors.kind}>
        <IncidentKindSelect
          value={form.kind}
          noneLabel={t('form.chooseKind')}
          onKind={(kind) => onChange({ kind: kind ?? '' })}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField
          label={t('form.day')}
          value={form.day}
          onChange={(day) => onChange({ day })}
          error={errors.day}
        />
        <FormField label={t('form.time')} error={errors.clock}>
          <Input
            type="time"
            value={form.clock}
            onChange={(event) => onChange({ clock: event.target.value })}
          />
        </FormField>
      </div>
      <FormField label={t('report.place')} error={errors.place}>
        <Input value={form.place} onChange={(event) => onChange({ place: event.target.value })} />
      </FormField>
      <FormField label={t('report.whatHappened')} error={errors.whatHappened}>
        <Textarea
          rows={3}
          value={form.whatHappened}
          onChange={(event) => onChange({ whatHappened: event.target.value })}
        />
      </FormField>
      <FormField label={t('report.injury')} hint={t('form.injuryHint')} error={errors.injury}>
        <Textarea
          rows={2}
          value={form.injury}
          onChange={(event) => onChange({ injury: event.target.value })}
        />
      </FormField>
      <BodyPartsField {...props} />
      <FormField label={t('report.firstAid')} hint={t('form.firstAidHint')} error={errors.firstAid}>
        <Textarea
          rows={2}
          value={form.firstAid}
          onChange={(event) => onChange({ firstAid: event.target.value })}
        />
      </FormField>
      <FormField label={t('report.witnesses')} error={errors.witnesses}>
        <Input value={form.witnesses} onChange={(event) => onChange({ witnesses: event.target.value })} />
      </FormField>
    </>
  );
}
