import {
  type CareEntryKind,
  type CentreStudent,
  careEntryKinds,
  careGroupEntrySchema,
  maxCarePhotos,
} from '@cic/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CarePhotosField } from '@/components/care-photos-field';
import { FormDialog } from '@/components/form-dialog';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { shrinkImageFile } from '@/lib/shrink-image';
import { formatInKualaLumpur, todayInKualaLumpur } from '@/lib/time';
import { getToken } from '@/lib/tokens';
import { useRecordCare } from '../api/record-care';
import { useKeepWaiting } from '../api/waiting-queue';
import {
  buildCareGroupEntry,
  type CareFields,
  type CareGroupErrors,
  careGroupErrors,
  checkedInNow,
  mealOfTheHour,
} from '../lib/care-group';
import { CareChildrenField } from './care-children-field';
import { CareKindFields } from './care-kind-fields';
import { RadioPills } from './radio-pills';

/** What the list shows after saving: the undo of an entry the server has, or that the phone keeps it. */
export type SavedCare = { count: number } & (
  | { kept: false; groupId: string; undoUntil: string }
  | { kept: true }
);

/** A kind's fields as the form opens: now's time, the meal of the hour, the commonest answers. */
function freshFields(kind: CareEntryKind): CareFields {
  const clock = formatInKualaLumpur(new Date(), 'HH:mm');
  switch (kind) {
    case 'MEAL':
      return { meal: mealOfTheHour(clock), amount: 'ALL' };
    case 'NAP':
      return { start: clock };
    case 'TOILET':
      return { toilet: 'WET', at: clock };
    case 'MOOD':
      return { mood: 'HAPPY' };
    case 'REMINDER':
      return { item: 'DIAPERS' };
    case 'NOTE':
      return {};
  }
}

const noErrors: CareGroupErrors = { fields: {}, exceptions: {} };

type CareGroupDialogProps = {
  students: readonly CentreStudent[];
  recordedBy: string;
  onClose: () => void;
  onSaved: (saved: SavedCare) => void;
};

/**
 * The same care entry for several children at once (issue 44): the kind and its fields, the
 * children (the checked-in ones to start with), and for any child a value of their own. Offline,
 * or when the network drops while saving, the entry waits on the phone like a check-in.
 */
export function CareGroupDialog({ students, recordedBy, onClose, onSaved }: CareGroupDialogProps) {
  const { t } = useTranslation('care');
  const record = useRecordCare();
  const keepWaiting = useKeepWaiting();
  const [kind, setKind] = useState<CareEntryKind>('MEAL');
  const [fields, setFields] = useState<CareFields>(() => freshFields('MEAL'));
  const [chosen, setChosen] = useState<string[]>(() =>
    checkedInNow(students, new Date()).map((student) => student.ID_STUDENT),
  );
  const [exceptions, setExceptions] = useState<Record<string, CareFields>>({});
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<CareGroupErrors>(noErrors);
  const [failure, setFailure] = useState<string | null>(null);
  // One id per saving: a retry after a lost answer, or the phone sending it later, is the same entry.
  const [clientRequestId, setClientRequestId] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);

  const chooseKind = (next: CareEntryKind) => {
    setKind(next);
    setFields(freshFields(next));
    setExceptions({});
    setErrors(noErrors);
    setClientRequestId(crypto.randomUUID());
  };
  const names = (ids: readonly string[]) =>
    ids.map((id) => students.find((student) => student.ID_STUDENT === id)?.studentName ?? '');

  const submit = async () => {
    setFailure(null);
    const capturedAt = new Date().toISOString();
    const entry = buildCareGroupEntry({
      kind,
      fields,
      childIds: chosen,
      exceptions,
      day: todayInKualaLumpur(),
      capturedAt,
      clientRequestId,
    });
    const checked = careGroupEntrySchema.safeParse(entry);
    if (!checked.success) {
      setErrors(careGroupErrors(entry, checked.error.issues));
      return;
    }
    setErrors(noErrors);
    setBusy(true);
    try {
      const shrunk = await Promise.all(photos.map((photo) => shrinkImageFile(photo)));
      const keep = async () => {
        const token = getToken('staff');
        if (!token) return false;
        await keepWaiting({
          kind: 'care',
          clientId: clientRequestId,
          timestamp: capturedAt,
          entry,
          photos: shrunk,
          childNames: names(chosen),
          token,
          recordedBy,
        });
        onSaved({ kept: true, count: chosen.length });
        return true;
      };
      if (!navigator.onLine && (await keep())) return;
      try {
        const saved = await record.mutateAsync({ entry, photos: shrunk });
        onSaved({ kept: false, count: chosen.length, groupId: saved.groupId, undoUntil: saved.undoUntil });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'NETWORK_ERROR' && (await keep())) return;
        const issues = error instanceof ApiError ? error.issues : [];
        const placed = issues.map((issue) => ({
          path: issue.path.split('.'),
          message: issue.messageCode ?? issue.message,
        }));
        if (placed.length > 0) setErrors(careGroupErrors(entry, placed));
        setFailure(getErrorMessage(error));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      busy={busy}
      onClose={onClose}
      onSubmit={() => void submit()}
      title={t('group.title')}
      description={t('group.description')}
      cancel={t('group.cancel')}
      submit={t('group.save', { count: chosen.length })}
      saving={t('group.saving')}
      className="max-w-2xl"
    >
      <div className="grid min-w-0 gap-4">
        <RadioPills
          legend={t('fields.kind')}
          choices={careEntryKinds}
          value={kind}
          onChange={chooseKind}
          label={(choice) => t(`kinds.${choice}`)}
        />
        <CareKindFields
          kind={kind}
          values={fields}
          onChange={(key, value) => setFields((current) => ({ ...current, [key]: value }))}
          errors={errors.fields}
        />
        {kind === 'NOTE' ? (
          <CarePhotosField
            label={t('photos.legend')}
            max={maxCarePhotos}
            error={errors.fields.photoIds}
            onChange={setPhotos}
          />
        ) : null}
        <CareChildrenField
          kind={kind}
          students={students}
          chosen={chosen}
          onChoose={setChosen}
          groupFields={fields}
          exceptions={exceptions}
          onException={(childId, values) =>
            setExceptions((current) => {
              const { [childId]: _, ...rest } = current;
              return values ? { ...rest, [childId]: values } : rest;
            })
          }
          errors={errors}
        />
        {failure ? (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        ) : null}
      </div>
    </FormDialog>
  );
}
