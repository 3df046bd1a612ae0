import {
  type Announcement,
  type AnnouncementStatus,
  announcementBodySchema,
  announcementMessages,
  centreAnnouncementBodySchema,
  type DateRules,
  maxAnnouncementBody,
  maxAnnouncementTitle,
  readDateEntry,
} from '@cic/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckboxField } from '@/components/checkbox-field';
import { DateField } from '@/components/date-field';
import { PublishForm } from '@/components/publish-form';
import { Button } from '@/components/ui/button';
import { ChoiceCards } from '@/components/ui/choice-cards';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast, toastError } from '@/components/ui/use-toast';
import { todayInKualaLumpur } from '@/lib/time';
import type { AnnouncementWriter } from '../api/announcement-paths';
import { type SaveAs, useSaveAnnouncement } from '../api/save-announcement';
import {
  type AnnouncementFormState,
  announcementBody,
  announcementFormState,
  centreAnnouncementBody,
  type PublishWhen,
  publishAt,
} from '../lib/announcement-form-values';
import { CentrePicker } from './centre-picker';
import { ImagesChoice } from './images-choice';
import { YearsChoice } from './years-choice';

type AnnouncementFormProps = {
  writer: AnnouncementWriter;
  /** The announcement being edited; none for a new one. */
  editing?: Announcement;
  /** After a save, with the announcement's id. */
  onSaved: (announcementId: string) => void;
  cancelTo: string;
};

type Problems = Partial<Record<'title' | 'body' | 'centreIds' | 'years' | 'endDate' | 'publishAt', string>>;

/** The rules of the two date fields: the end date may be empty (no end); a scheduled day is needed and not past. */
type DayRules = { publishDay: DateRules; endDate: DateRules };

/**
 * The contract's own rules (the ones the server applies), as message keys per field. The date
 * fields are read first (decision 090): a text that names no day ('31/12/26') is its field's
 * problem, never an empty end date.
 */
function problemsOf(
  writer: AnnouncementWriter,
  values: AnnouncementFormState,
  saveAs: SaveAs,
  dayRules: DayRules,
): Problems {
  const days = {
    endDate: readDateEntry(values.endDate, dayRules.endDate).problem,
    publishAt: values.when === 'later' ? readDateEntry(values.publishDay, dayRules.publishDay).problem : null,
  };
  const parsed =
    writer === 'admin'
      ? announcementBodySchema.safeParse(announcementBody(values))
      : centreAnnouncementBodySchema.safeParse(centreAnnouncementBody(values));
  const problems: Problems = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = String(issue.path[0]) as keyof Problems;
    problems[field] ??= issue.message;
  }
  if (saveAs === 'publish' && publishAt(values) === null) problems.publishAt = announcementMessages.publishAt;
  if (days.endDate) problems.endDate = days.endDate;
  if (days.publishAt) problems.publishAt = days.publishAt;
  return problems;
}

const savedMessage: Record<AnnouncementStatus, string> = {
  DRAFT: 'announcements:form.savedDraft',
  SCHEDULED: 'announcements:form.scheduled',
  PUBLISHED: 'announcements:form.published',
  ARCHIVED: 'announcements:detail.archived',
};

/**
 * Write or edit an announcement: title, message, images, audience (admins only: all centres or
 * chosen ones), optional years, pin, end date, and when Publish sends it. Save draft keeps it
 * unseen; Publish (or Schedule, for a later time) sends it.
 */
export function AnnouncementForm({ writer, editing, onSaved, cancelTo }: AnnouncementFormProps) {
  const { t } = useTranslation('announcements');
  const [values, setValues] = useState(() => announcementFormState(editing));
  const [problems, setProblems] = useState<Problems>({});
  const save = useSaveAnnouncement();
  const set = <K extends keyof AnnouncementFormState>(key: K, value: AnnouncementFormState[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const later = values.when === 'later';
  const dayRules: DayRules = {
    publishDay: {
      required: announcementMessages.publishAt,
      min: { day: todayInKualaLumpur(), message: t('form.publishDayPast') },
    },
    endDate: {},
  };

  /** One of the form's two days: typed as shown ('dd/MM/yyyy'), checked by its rules. */
  const dayField = (day: keyof DayRules, label: string, error: string | undefined) => (
    <DateField
      label={label}
      value={values[day]}
      onChange={(text) => set(day, text)}
      rules={dayRules[day]}
      error={error}
    />
  );

  const submit = (saveAs: SaveAs) => {
    const found = problemsOf(writer, values, saveAs, dayRules);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      toast({ title: t('form.fixProblems'), variant: 'destructive' });
      return;
    }
    save.mutate(
      { writer, values, saveAs, publishAt: publishAt(values) ?? undefined, editing },
      {
        onSuccess: ({ id, status }) => {
          toast({ title: t(savedMessage[status]) });
          onSaved(id);
        },
        onError: (error) => toastError(error),
      },
    );
  };

  return (
    <PublishForm onPublish={() => submit('publish')}>
      <FormField label={t('form.title')} error={problems.title}>
        <Input
          autoComplete="off"
          maxLength={maxAnnouncementTitle}
          value={values.title}
          onChange={(event) => set('title', event.target.value)}
        />
      </FormField>
      <FormField label={t('form.body')} hint={t('form.bodyHint')} error={problems.body}>
        <Textarea
          rows={8}
          maxLength={maxAnnouncementBody}
          value={values.body}
          onChange={(event) => set('body', event.target.value)}
        />
      </FormField>
      <ImagesChoice value={values.images} onChange={(images) => set('images', images)} />
      {writer === 'admin' ? (
        <>
          <ChoiceCards
            legend={t('form.audience')}
            name="audience"
            choices={['ALL_CENTRES', 'CENTRES'] as const}
            value={values.audience}
            onChange={(audience) => set('audience', audience)}
            label={(choice) => t(`form.audiences.${choice}.label`)}
            hint={(choice) => t(`form.audiences.${choice}.hint`)}
          />
          {values.audience === 'CENTRES' ? (
            <CentrePicker
              value={values.centres}
              onChange={(centres) => set('centres', centres)}
              error={problems.centreIds}
            />
          ) : null}
        </>
      ) : null}
      <YearsChoice value={values.years} onChange={(years) => set('years', years)} />
      <CheckboxField
        label={t('form.pinned')}
        hint={t('form.pinnedHint')}
        checked={values.pinned}
        onChange={(checked) => set('pinned', checked)}
      />
      <ChoiceCards<PublishWhen>
        legend={t('form.when')}
        name="when"
        choices={['now', 'later']}
        value={values.when}
        onChange={(when) => set('when', when)}
        label={(choice) => t(`form.whenChoices.${choice}.label`)}
        hint={(choice) => t(`form.whenChoices.${choice}.hint`)}
      />
      {later ? (
        <div className="grid gap-3 sm:grid-cols-2">
          {dayField('publishDay', t('form.publishDay'), problems.publishAt)}
          <FormField label={t('form.publishTime')} hint={t('form.publishTimeHint')}>
            <Input
              type="time"
              value={values.publishTime}
              onChange={(event) => set('publishTime', event.target.value)}
            />
          </FormField>
        </div>
      ) : null}
      <div className="grid gap-2">
        {dayField('endDate', t('form.endDate'), problems.endDate)}
        <p className="text-xs text-zinc-500">{t('form.endDateHint')}</p>
        {values.endDate ? (
          <Button
            type="button"
            variant="link"
            className="justify-self-start px-0"
            onClick={() => set('endDate', '')}
          >
            {t('form.noEndDate')}
          </Button>
        ) : null}
      </div>
      <div className="flex flex-wrap justify-end gap-3 border-t border-zinc-200 pt-4">
        <Button asChild variant="ghost">
          <Link to={cancelTo}>{t('form.cancel')}</Link>
        </Button>
        <Button type="button" variant="outline" disabled={save.isPending} onClick={() => submit('draft')}>
          {save.isPending && save.variables?.saveAs === 'draft'
            ? t('form.saving')
            : // A scheduled one stays scheduled when its words change: the button says so.
              editing?.status === 'SCHEDULED'
              ? t('form.saveChanges')
              : t('form.saveDraft')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && save.variables?.saveAs === 'publish'
            ? t('form.saving')
            : later
              ? t('form.schedule')
              : t('form.publish')}
        </Button>
      </div>
    </PublishForm>
  );
}
