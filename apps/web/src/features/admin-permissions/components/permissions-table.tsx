import type { AdminPermissions } from '@cic/contract';
import { Pencil } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/icon-button';
import { MessageRow } from '@/components/list-states';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useAdminModules } from '../api/get-admin-modules';
import { useAdminPermissions } from '../api/get-admin-permissions';
import { EditPermissionsDialog } from './edit-permissions-dialog';
import { ModuleChips } from './module-chips';
import { moduleTitleLookup } from './module-titles';

const skeletonRows = ['a', 'b', 'c', 'd', 'e'];

function LoadingRows() {
  return skeletonRows.map((key) => (
    <TableRow key={key}>
      <TableCell>
        <Skeleton className="h-4 w-48" />
      </TableCell>
      <TableCell>
        <Skeleton className="h-5 w-64" />
      </TableCell>
      <TableCell>
        <Skeleton className="ml-auto size-8" />
      </TableCell>
    </TableRow>
  ));
}

/** Spec 2 §2.18: Email, Modules Access and the edit action of every admin matching `search`. */
export function PermissionsTable({ search }: { search: string }) {
  const { t } = useTranslation('admin');
  const admins = useAdminPermissions(search);
  const modules = useAdminModules();
  const titleOf = moduleTitleLookup(t, modules.data);
  const [editing, setEditing] = useState<AdminPermissions | null>(null);

  let body: ReactNode;
  if (admins.isPending) body = <LoadingRows />;
  else if (admins.isError) {
    body = (
      <MessageRow columns={3} alert>
        {admins.error.message}
      </MessageRow>
    );
  } else if (admins.data.length === 0)
    body = <MessageRow columns={3}>{t('permissions.noAdmins')}</MessageRow>;
  else {
    body = admins.data.map((admin) => (
      <TableRow key={admin.id}>
        <TableCell className="font-medium [overflow-wrap:anywhere]">{admin.email}</TableCell>
        <TableCell>
          <ModuleChips modules={admin.modules} titleOf={titleOf} />
        </TableCell>
        <TableCell className="text-right">
          <IconButton
            icon={Pencil}
            label={t('permissions.editOf', { email: admin.email })}
            onClick={() => setEditing(admin)}
          />
        </TableCell>
      </TableRow>
    ));
  }

  return (
    <>
      <Table aria-label={t('permissions.tableLabel')} aria-busy={admins.isFetching || undefined}>
        <TableHeader>
          <TableRow>
            <TableHead className="w-[35%]">{t('permissions.columns.email')}</TableHead>
            <TableHead>{t('permissions.columns.modules')}</TableHead>
            <TableHead className="w-16 text-right">
              <span className="sr-only">{t('permissions.columns.actions')}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>{body}</TableBody>
      </Table>
      {editing ? (
        <EditPermissionsDialog
          admin={editing}
          open
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
        />
      ) : null}
    </>
  );
}
