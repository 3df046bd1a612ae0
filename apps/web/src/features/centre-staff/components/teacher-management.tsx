import { type CentreManager, teacherNameBodySchema } from '@cic/contract';
import { KeyRound, LockOpen, Pencil, Trash2, UserPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/avatar';
import { DeleteDialog } from '@/components/delete-dialog';
import { IconButton } from '@/components/icon-button';
import { TeacherNameDialog } from '@/components/teacher-name-dialog';
import { TryAgainButton } from '@/components/try-again-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast, toastError } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useCreateManager } from '../api/create-manager';
import { useDeleteManager } from '../api/delete-manager';
import { useManagers } from '../api/get-managers';
import { useRenameManager } from '../api/rename-manager';
import { useSetTeacherPin } from '../api/set-teacher-pin';
import { useUnlockTeacherPin } from '../api/unlock-teacher-pin';
import { PinStateLine } from './pin-state-line';

const PinDialog = lazy(() => import('./pin-dialog').then((m) => ({ default: m.PinDialog })));

const pinButtonId = (managerId: string) => `pin-button-${managerId}`;

type Editing = { mode: 'add'; name: string } | { mode: 'rename'; name: string; manager: CentreManager };

/**
 * The head of centre adds, renames and deletes the centre's teachers (spec 2 §2.2, §2.12) and sets
 * their PINs; `pinsOnly` (hoc-login off, Teacher PINs on: decision 084) offers the PINs alone.
 */
export function TeacherManagement({ pinsOnly = false }: { pinsOnly?: boolean }) {
  const { t } = useTranslation('teacher');
  const managers = useManagers();
  const create = useCreateManager();
  const rename = useRenameManager();
  const remove = useDeleteManager();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<CentreManager | null>(null);
  const [pinFor, setPinFor] = useState<CentreManager | null>(null);
  const setPin = useSetTeacherPin();
  const unlock = useUnlockTeacherPin();

  const done = (message: string) => {
    toast({ title: t('teachers.success'), description: message });
    setEditing(null);
  };

  return (
    // A long name is truncated rather than widen the page past a phone's 360 px.
    <Card className="min-w-0">
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle className="text-lg">{t('teachers.title')}</CardTitle>
          <CardDescription>
            {pinsOnly ? t('pins.listDescription') : t('teachers.description')}
          </CardDescription>
        </div>
        {pinsOnly ? null : (
          <Button size="lg" className="shrink-0" onClick={() => setEditing({ mode: 'add', name: '' })}>
            <UserPlus aria-hidden="true" />
            {t('teachers.add')}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {managers.isPending ? (
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : managers.isError ? (
          <div
            role="alert"
            className="grid justify-items-center gap-3 py-6 text-center text-sm text-zinc-700"
          >
            <p>{getErrorMessage(managers.error)}</p>
            <TryAgainButton onRetry={managers.refetch} />
          </div>
        ) : managers.data.length === 0 ? (
          <p className="py-6 text-center text-sm text-zinc-600">{t('teachers.none')}</p>
        ) : (
          <ul aria-label={t('teachers.title')} className="divide-y divide-zinc-200">
            {managers.data.map((manager) => (
              <li key={manager.id} className="flex min-h-16 items-center gap-3 py-2">
                <Avatar alt="" seed={manager.name} className="size-10" />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-zinc-950">{manager.name}</p>
                  {manager.superManager ? (
                    <Badge variant="secondary" className="mt-0.5 bg-brand-100 text-brand-800">
                      {t('teachers.hoc')}
                    </Badge>
                  ) : manager.pinSet ? null : (
                    <p className="text-xs text-zinc-600">{t('pins.noPin')}</p>
                  )}
                  {manager.superManager ? null : <PinStateLine state={manager.pinState} />}
                </div>
                {manager.superManager ? null : (
                  <div className="flex shrink-0 gap-1">
                    {manager.pinState.locks.length > 0 ? (
                      <IconButton
                        icon={LockOpen}
                        className="size-11"
                        label={t('pins.unlock', { name: manager.name })}
                        disabled={unlock.isPending}
                        onClick={() =>
                          unlock.mutate(manager.id, {
                            onSuccess: (message) => {
                              toast({ title: t('teachers.success'), description: message });
                              // The button goes with the waits: the PIN button beside it takes focus.
                              document.getElementById(pinButtonId(manager.id))?.focus();
                            },
                            onError: (error) => toastError(error),
                          })
                        }
                      />
                    ) : null}
                    <IconButton
                      id={pinButtonId(manager.id)}
                      icon={KeyRound}
                      className="size-11"
                      label={
                        manager.pinSet
                          ? t('pins.reset', { name: manager.name })
                          : t('pins.set', { name: manager.name })
                      }
                      onClick={() => setPinFor(manager)}
                    />
                    {pinsOnly ? null : (
                      <>
                        <IconButton
                          icon={Pencil}
                          className="size-11"
                          label={t('teachers.rename', { name: manager.name })}
                          onClick={() => setEditing({ mode: 'rename', name: manager.name, manager })}
                        />
                        <IconButton
                          icon={Trash2}
                          className="size-11 text-red-700 hover:bg-red-50 hover:text-red-800"
                          label={t('teachers.delete', { name: manager.name })}
                          onClick={() => setDeleting(manager)}
                        />
                      </>
                    )}
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>

      <TeacherNameDialog
        editing={editing}
        schema={teacherNameBodySchema}
        addDescription={t('teachers.addDescription')}
        renameLabel={t('teachers.save')}
        large
        pending={create.isPending || rename.isPending}
        onClose={() => setEditing(null)}
        onSubmit={(body) => {
          if (!editing) return;
          if (editing.mode === 'add')
            create.mutate(body, { onSuccess: done, onError: (error) => toastError(error) });
          else
            rename.mutate(
              { managerId: editing.manager.id, ...body },
              { onSuccess: done, onError: (error) => toastError(error) },
            );
        }}
      />

      {pinFor ? (
        <Suspense fallback={null}>
          <PinDialog
            open
            title={
              pinFor.pinSet ? t('pins.reset', { name: pinFor.name }) : t('pins.set', { name: pinFor.name })
            }
            description={t('pins.setHint')}
            askCurrent={false}
            pending={setPin.isPending}
            onClose={() => setPinFor(null)}
            onSubmit={({ pin }, refused) =>
              setPin.mutate(
                { managerId: pinFor.id, pin },
                {
                  onSuccess: (message) => {
                    toast({ title: t('teachers.success'), description: message });
                    setPinFor(null);
                  },
                  onError: refused,
                },
              )
            }
          />
        </Suspense>
      ) : null}

      <DeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        title={t('teachers.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('teachers.deleteDescription')}
        deletion={remove}
        variables={(manager) => manager.id}
        deletedTitle={t('teachers.success')}
        deletedDescription={(message) => message}
        large
      />
    </Card>
  );
}
