import { adminTeacherNameBodySchema, type CentreView } from '@cic/contract';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { DeleteDialog } from '@/components/delete-dialog';
import { EditDeleteMenu } from '@/components/edit-delete-menu';
import { type SortableColumn, SortableTable } from '@/components/sortable-table';
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
  const create = useCreateCentreManager(centerId);
  const rename = useRenameCentreManager(centerId);
  const remove = useDeleteCentreManager(centerId);
  const [editing, setEditing] = useState<TeacherEditing | null>(null);
  const [deleting, setDeleting] = useState<ManagerRow | null>(null);

  const columns: SortableColumn<ManagerRow>[] = [
    {
      id: 'name',
      header: 'Name',
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
      header: 'Role',
      cell: (row) =>
        row.superManager ? (
          <Badge variant="secondary" className="bg-brand-100 text-brand-800">
            HOC
          </Badge>
        ) : (
          <span className="text-zinc-600">Teacher</span>
        ),
    },
    {
      id: 'activities',
      header: 'Activities',
      className: 'text-right tabular-nums',
      cell: (row) => row.activities,
    },
    {
      id: 'percentage',
      header: 'Percentage (%)',
      className: 'text-right tabular-nums',
      cell: (row) => formatPercent(row.percentage),
    },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      className: 'w-12 text-right',
      cell: (row) => (
        <EditDeleteMenu
          name={row.manager.name}
          disabledReason={row.superManager ? 'The head of center cannot be edited here' : undefined}
          onEdit={() => setEditing({ mode: 'rename', managerId: row.manager.id, name: row.manager.name })}
          onDelete={() => setDeleting(row)}
        />
      ),
    },
  ];

  return (
    <section aria-labelledby="teachers-title" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="teachers-title" className="text-lg font-semibold text-zinc-900">
          Teachers <span className="text-sm font-normal text-zinc-500">({managers.length})</span>
        </h2>
        <Button onClick={() => setEditing({ mode: 'add', name: '' })}>
          <UserPlus aria-hidden="true" />
          Add Teacher
        </Button>
      </div>
      <SortableTable
        label="Teachers"
        columns={columns}
        rows={managers}
        rowKey={(row) => row.manager.id}
        empty="No teachers yet"
      />

      <TeacherNameDialog
        editing={editing}
        schema={adminTeacherNameBodySchema}
        addDescription="The teacher signs in with the center access link and picks this name."
        renameLabel="Update Teacher"
        pending={create.isPending || rename.isPending}
        onClose={() => setEditing(null)}
        onSubmit={(body) => {
          if (!editing) return;
          const onError = (error: Error) => toastError(error);
          if (editing.mode === 'add') {
            create.mutate(body, {
              onSuccess: () => {
                toast({ title: 'Manager created successfully' });
                setEditing(null);
              },
              onError,
            });
          } else {
            rename.mutate(
              { managerId: editing.managerId, ...body },
              {
                onSuccess: () => {
                  toast({ title: 'Manager updated successfully' });
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
        title={<>Delete {deleting?.manager.name}?</>}
        description="Are you sure you want to delete this teacher? This action cannot be undone."
        deletion={remove}
        variables={(row) => row.manager.id}
        deletedTitle="Manager deleted successfully"
      />
    </section>
  );
}
