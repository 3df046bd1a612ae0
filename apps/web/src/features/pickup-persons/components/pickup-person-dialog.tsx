import {
  type PickupPerson,
  type PickupPersonForm,
  pickupPersonFormSchema,
} from '@cic/contract/parent/pickup-persons';
import { pickupRelationshipOf, pickupRelationships } from '@cic/contract/shared/enums';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog, savedOrRefused } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { pickupRelationshipLabel } from '@/lib/family-relation';
import { zodResolver } from '@/lib/zod-resolver';
import { useSavePickupPerson } from '../api/save-pickup-person';

type PickupPersonDialogProps = {
  childId: string;
  childName: string;
  /** The person edited; absent for a new one. */
  person?: PickupPerson;
  onClose: () => void;
};

const fieldNames = ['name', 'relationship', 'phoneNumber'] as const;
/** The relationship list's choice for the parents' own words. */
const ownWords = 'other';

/** What the relationship list shows for a kept relationship: its value, or 'other' for own words. */
function relationshipChoice(relationship: string | undefined): string {
  if (!relationship) return '';
  return pickupRelationshipOf(relationship) ?? ownWords;
}

/** Adds or edits one person allowed to collect the child: name, relationship, phone and a photo. */
export function PickupPersonDialog({ childId, childName, person, onClose }: PickupPersonDialogProps) {
  const { t } = useTranslation('parent');
  const save = useSavePickupPerson(childId);
  const [photo, setPhoto] = useState<File | null>(null);
  const [removePhoto, setRemovePhoto] = useState(false);
  // A relationship from the list is kept as its value, so each reader sees it in their language.
  const [choice, setChoice] = useState(() => relationshipChoice(person?.relationship));
  const form = useForm<PickupPersonForm>({
    resolver: zodResolver(pickupPersonFormSchema),
    defaultValues: {
      name: person?.name ?? '',
      relationship: person?.relationship ?? '',
      phoneNumber: person?.phoneNumber ?? '',
    },
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { childId, personId: person?.id, form: values, photo, removePhoto },
      savedOrRefused(form, fieldNames, person ? t('pickupDialog.updated') : t('pickupDialog.added'), onClose),
    ),
  );

  return (
    <FormDialog
      title={person ? t('pickupDialog.editTitle', { name: person.name }) : t('pickupDialog.addTitle')}
      description={t('pickupDialog.description', { name: childName })}
      onClose={onClose}
      busy={save.isPending}
      onSubmit={submit}
      cancel={t('pickupDialog.cancel')}
      submit={t('pickupDialog.save')}
      saving={t('pickupDialog.saving')}
    >
      <div className="grid gap-4">
        <FormField label={t('pickupDialog.name')} error={errors.name?.message}>
          <Input autoComplete="off" {...form.register('name')} />
        </FormField>
        <FormField
          label={t('pickupDialog.relationship')}
          error={choice === ownWords ? undefined : errors.relationship?.message}
        >
          <NativeSelect
            value={choice}
            onChange={(event) => {
              const next = event.target.value;
              setChoice(next);
              form.setValue('relationship', next === ownWords ? '' : next, {
                shouldValidate: form.formState.isSubmitted,
              });
            }}
          >
            <option value="">{t('pickupDialog.chooseRelationship')}</option>
            {pickupRelationships.map((relationship) => (
              <option key={relationship} value={relationship}>
                {pickupRelationshipLabel(relationship)}
              </option>
            ))}
            <option value={ownWords}>{t('pickupDialog.ownRelationship')}</option>
          </NativeSelect>
        </FormField>
        {choice === ownWords ? (
          <FormField
            label={t('pickupDialog.ownRelationshipLabel')}
            hint={t('pickupDialog.relationshipHint')}
            error={errors.relationship?.message}
          >
            <Input autoComplete="off" {...form.register('relationship')} />
          </FormField>
        ) : null}
        <FormField label={t('pickupDialog.phoneNumber')} error={errors.phoneNumber?.message}>
          <Input type="tel" inputMode="tel" autoComplete="off" {...form.register('phoneNumber')} />
        </FormField>
        <FormField label={t('pickupDialog.photo')} hint={t('pickupDialog.photoHint')}>
          <Input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
          />
        </FormField>
        {person?.photoUrl && !photo ? (
          <label className="flex items-center gap-2 text-sm text-zinc-700">
            <input
              type="checkbox"
              checked={removePhoto}
              onChange={(event) => setRemovePhoto(event.target.checked)}
            />
            {t('pickupDialog.removePhoto')}
          </label>
        ) : null}
      </div>
    </FormDialog>
  );
}
