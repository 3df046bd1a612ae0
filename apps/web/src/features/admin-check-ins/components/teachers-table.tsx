import { adminTeacherNameBodySchema, type CentreView } from '@cic/contract';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminSection } from '@/components/admin-section';
import { DeleteDialog } from '@/components/delete-dialog';
import { EditDeleteMenu } from '@/components/edit-delete-menu';
import { numberColumn, type SortableColumn, SortableTable } from '@/components/sortable-table';
import { TeacherNameDialog } from '@/components/teacher-name-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast, toastError } from '@/components/ui/use-toast';
import { useCreateCentreManager } from '../api/create-centre-manager';
import { useDeleteCentreManager } from '../api/delete-centre-manager';
import { useRenameCentreManager } from '../api/rename-centre-manager';
import { formatPercent } from '../lib/format';

type ManagerRow = CentreView['managers'][number];
type TeacherEditing = { mode: 'add'; name: string } | { mode: 'rename'; managerId: string; name: string };

/** Teachers of the centre that day (spec 2 §2.12); the head of centre's row cannot be changed. */
export function TeachersTable({ centerId, managers }: { centerId: string; managers: ManagerRow[] }) {
  const { t } = useTranslation('admin');
  const create = useCreateCentreManager(centerId);
  const rename = useRenameCentreManager(centerId);
  const remove = useDeleteCentreManager(centerId);
  const [editing, setEditing] = useState<TeacherEditing | null>(null);
  const [deleting, setDeleting] = useState<ManagerRow | null>(null);

  const columns: SortableColumn<ManagerRow>[] = [
    {
      id: 'name',
      header: t('teachers.columns.name'),
      className: 'min-w-40',
      cell: (row) => (
        <span className="grid">
          <span className="font-medium text-zinc-900">{row.manager.name}</span>
          {row.manager.user.email ? (
            <span className="text-xs text-zinc-500">{row.manager.user.email}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'role',
      header: t('teachers.columns.role'),
      cell: (row) =>
        row.superManager ? (
          <Badge variant="secondary" className="bg-brand-100 text-brand-800">
            {t('teachers.hoc')}
          </Badge>
        ) : (
          <span className="text-zinc-600">{t('teachers.teacher')}</span>
        ),
    },
    numberColumn({
      id: 'activities',
      header: t('teachers.columns.activities'),
      cell: (row) => row.activities,
    }),
    numberColumn({
      id: 'percentage',
      header: t('teachers.columns.percentage'),
      cell: (row) => formatPercent(row.percentage),
    }),
    {
      id: 'actions',
      header: <span className="sr-only">{t('teachers.columns.actions')}</span>,
      className: 'w-12 text-right',
      cell: (row) => (
        <EditDeleteMenu
          name={row.manager.name}
          disabledReason={row.superManager ? t('teachers.hocLocked') : undefined}
          onEdit={() => setEditing({ mode: 'rename', managerId: row.manager.id, name: row.manager.name })}
          onDelete={() => setDeleting(row)}
        />
      ),
    },
  ];

  return (
    <AdminSection
      id="teachers-title"
      className="grid gap-3"
      title={
        <>
          {t('teachers.title')} <span className="text-sm font-normal text-zinc-500">({managers.length})</span>
        </>
      }
      action={
        <Button onClick={() => setEditing({ mode: 'add', name: '' })}>
          <UserPlus aria-hidden="true" />
          {t('teachers.add')}
        </Button>
      }
    >
      <SortableTable
        label={t('teachers.title')}
        columns={columns}
        rows={managers}
        rowKey={(row) => row.manager.id}
        empty={t('teachers.empty')}
      />

      <TeacherNameDialog
        editing={editing}
        schema={adminTeacherNameBodySchema}
        addDescription={t('teachers.addDescription')}
        renameLabel={t('teachers.rename')}
        pending={create.isPending || rename.isPending}
        onClose={() => setEditing(null)}
        onSubmit={(body) => {
          if (!editing) return;
          const onError = (error: Error) => toastError(error);
          if (editing.mode === 'add') {
            create.mutate(body, {
              onSuccess: () => {
                toast({ title: t('teachers.created') });
                setEditing(null);
              },
              onError,
            });
          } else {
            rename.mutate(
              { managerId: editing.managerId, ...body },
              {
                onSuccess: () => {
                  toast({ title: t('teachers.updated') });
                  setEditing(null);
                },
                onError,
              },
            );
          }
        }}
      />

      <DeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        title={t('teachers.deleteTitle', { name: deleting?.manager.name })}
        description={t('teachers.deleteDescription')}
        deletion={remove}
        variables={(row) => row.manager.id}
        deletedTitle={t('teachers.deleted')}
      />
    </AdminSection>
  );
}
