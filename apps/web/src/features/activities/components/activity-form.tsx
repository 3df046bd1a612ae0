import type { Activity } from '@cic/contract';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { PublishForm } from '@/components/publish-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { messageText } from '@/i18n/i18n';
import { ApiError } from '@/lib/api-client';
import { type SaveAs, useSaveActivity } from '../api/save-activity';
import { type ActivityFormState, activityDateRules, formProblems } from '../lib/activity-form-values';
import { offeredYears } from '../lib/offered-years';
import { ImagesField } from './images-field';
import { useDiscardChanges } from './use-discard-changes';
import { VisibilityField } from './visibility-field';
import { YearsField } from './years-field';

type ActivityFormProps = {
  initial: ActivityFormState;
  /** The activity being edited; none for a new one. */
  editing?: Pick<Activity, 'id' | 'status'>;
  studentAges: readonly number[];
  agesLoading: boolean;
  /** After a save: drafts go to the drafts list, published posts to the published one. */
  onSaved: (saveAs: SaveAs) => void;
  /** Where Cancel leads. */
  cancelTo: string;
};

/** The two buttons of each kind of form (spec 3 §2.1), as full catalogue keys. */
function buttonLabels(editing: ActivityFormProps['editing']): Record<SaveAs, string> {
  if (!editing)
    return { draft: 'teacher:activityForm.saveDraft', publish: 'teacher:activityForm.publishPost' };
  if (editing.status === 'DRAFT')
    return { draft: 'teacher:activityForm.updateDraft', publish: 'teacher:activityForm.publishPost' };
  return { draft: 'teacher:activityForm.moveToDraft', publish: 'teacher:activityForm.updatePost' };
}

const savedMessage: Record<SaveAs, string> = {
  draft: 'teacher:activityForm.savedDraft',
  publish: 'teacher:activityForm.savedPublished',
};

const textareaClass =
  'w-full min-w-0 rounded-lg border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 shadow-xs placeholder:text-zinc-400 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-200';

/**
 * The New and Edit Activity form (spec 3 §2.1, §5): the rules are checked on either button (a
 * draft may have no photo yet) and the broken ones are listed in one 'Validation Error' toast.
 */
export function ActivityForm({
  initial,
  editing,
  studentAges,
  agesLoading,
  onSaved,
  cancelTo,
}: ActivityFormProps) {
  const { t } = useTranslation('teacher');
  const form = useForm<ActivityFormState>({ defaultValues: initial });
  const save = useSaveActivity();
  // Set once saved, so leaving for the list is not taken for discarding changes.
  const saved = useRef(false);
  const discard = useDiscardChanges(form.formState.isDirty, saved);
  const labels = buttonLabels(editing);
  const offered = offeredYears(studentAges, initial.years);
  // watch and setValue rather than Controller: Controller's code would join the sign-in pages' form chunk.
  const [years, activityDate, images, visibility] = form.watch([
    'years',
    'activityDate',
    'images',
    'visibility',
  ]);
  const edited = { shouldDirty: true } as const;

  const submit = (saveAs: SaveAs) => {
    const values = form.getValues();
    const problems = formProblems(values, saveAs);
    if (problems.length > 0) {
      toast({
        title: t('activityForm.validationError'),
        description: (
          <ul className="list-disc pl-4">
            {problems.map((problem) => (
              <li key={problem}>{messageText(problem)}</li>
            ))}
          </ul>
        ),
        variant: 'destructive',
      });
      return;
    }
    save.mutate(
      { values, saveAs, activityId: editing?.id },
      {
        onSuccess: () => {
          saved.current = true;
          toast({ title: t(savedMessage[saveAs]) });
          onSaved(saveAs);
        },
        onError: (error) =>
          toast({
            title: t('activityForm.saveFailed'),
            description: error instanceof ApiError && error.status < 500 ? error.message : undefined,
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <PublishForm onPublish={() => submit('publish')}>
      {discard.dialog}
      <FormField label={t('activityForm.title')}>
        <Input
          autoComplete="off"
          maxLength={200}
          placeholder={t('activityForm.titlePlaceholder')}
          {...form.register('title')}
        />
      </FormField>
      <YearsField
        offered={offered}
        value={years}
        onChange={(value) => form.setValue('years', value, edited)}
        loading={agesLoading}
      />
      <FormField label={t('activityForm.description')}>
        <textarea
          rows={5}
          maxLength={5000}
          placeholder={t('activityForm.descriptionPlaceholder')}
          className={textareaClass}
          {...form.register('description')}
        />
      </FormField>
      <DateField
        label={t('activityForm.date')}
        value={activityDate}
        onChange={(text) => form.setValue('activityDate', text, edited)}
        rules={activityDateRules}
      />
      <ImagesField value={images} onChange={(value) => form.setValue('images', value, edited)} />
      <VisibilityField value={visibility} onChange={(value) => form.setValue('visibility', value, edited)} />
      <div className="sticky bottom-16 z-10 -mx-4 grid grid-cols-2 gap-3 border-t border-zinc-200 bg-zinc-50/95 px-4 py-3 backdrop-blur">
        <Button
          type="button"
          variant="outline"
          size="lg"
          disabled={save.isPending}
          onClick={() => submit('draft')}
        >
          {save.isPending && save.variables?.saveAs === 'draft' ? t('activityForm.saving') : t(labels.draft)}
        </Button>
        <Button type="submit" size="lg" disabled={save.isPending}>
          {save.isPending && save.variables?.saveAs === 'publish'
            ? t('activityForm.saving')
            : t(labels.publish)}
        </Button>
        <Button type="button" variant="ghost" className="col-span-2" onClick={() => discard.leave(cancelTo)}>
          {t('activityForm.cancel')}
        </Button>
      </div>
    </PublishForm>
  );
}
