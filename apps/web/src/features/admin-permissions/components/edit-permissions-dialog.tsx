import type { AdminModule, AdminPermissions } from '@cic/contract';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { DialogFooter } from '@/components/ui/dialog';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { Skeleton } from '@/components/ui/skeleton';
import { toast, toastError } from '@/components/ui/use-toast';
import { useAdminModules } from '../api/get-admin-modules';
import { useAdminPermission } from '../api/get-admin-permission';
import { useUpdateAdminPermissions } from '../api/update-admin-permissions';
import {
  initialSelection,
  type ModuleSelection,
  modulesDroppedOnSave,
  moveModule,
  toggleModule,
} from '../lib/module-selection';
import { moduleDescription, moduleTitleLookup } from './module-titles';

/** Spec 2 §4, §9: the page reloads 1 second after a save. */
export const reloadAfterSaveMs = 1000;

type ModuleRowProps = {
  module: AdminModule;
  position: number | null;
  count: number;
  onToggle: (checked: boolean) => void;
  onMove: (step: -1 | 1) => void;
};

type MoveButtonProps = {
  step: -1 | 1;
  label: string;
  disabled: boolean;
  onMove: (step: -1 | 1) => void;
};

/** Moves a checked module one place up (-1) or down (1) the admin's sidebar. */
function MoveButton({ step, label, disabled, onMove }: MoveButtonProps) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-8"
      aria-label={label}
      disabled={disabled}
      onClick={() => onMove(step)}
    >
      {step === -1 ? <ArrowUp aria-hidden="true" /> : <ArrowDown aria-hidden="true" />}
    </Button>
  );
}

function ModuleRow({ module, position, count, onToggle, onMove }: ModuleRowProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const title = moduleTitleLookup(t, [module])(module.key);
  const checked = position !== null;
  return (
    <li className="flex items-center gap-3 rounded-lg border border-zinc-200 p-3">
      <Checkbox id={id} checked={checked} onCheckedChange={(value) => onToggle(value === true)} />
      <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer">
        <span className="block text-sm font-medium text-zinc-900">{title}</span>
        <span className="block text-xs text-zinc-500">{moduleDescription(t, module)}</span>
      </label>
      {checked ? (
        <div className="flex items-center gap-1">
          <span
            className="w-6 text-center text-xs font-semibold text-brand-700"
            title={t('permissions.sidebarPosition')}
          >
            {position + 1}
          </span>
          <MoveButton
            step={-1}
            label={t('permissions.moveUp', { title })}
            disabled={position === 0}
            onMove={onMove}
          />
          <MoveButton
            step={1}
            label={t('permissions.moveDown', { title })}
            disabled={position === count - 1}
            onMove={onMove}
          />
        </div>
      ) : null}
    </li>
  );
}

type PermissionsFormProps = {
  admin: AdminPermissions;
  offered: AdminModule[];
  catalogue: AdminModule[];
  onCancel: () => void;
  onSaved: () => void;
};

/** Checked modules first, in the order they will appear in the admin's sidebar; the rest in catalogue order. */
function PermissionsForm({ admin, offered, catalogue, onCancel, onSaved }: PermissionsFormProps) {
  const { t } = useTranslation('admin');
  const offeredIds = offered.map((module) => module.id);
  const [selection, setSelection] = useState<ModuleSelection>(() =>
    initialSelection(admin.modules, offeredIds),
  );
  const update = useUpdateAdminPermissions();
  const byId = new Map(offered.map((module) => [module.id, module]));
  const checked = selection.flatMap((id) => byId.get(id) ?? []);
  const unchecked = offered.filter((module) => !selection.includes(module.id));
  const titleOf = moduleTitleLookup(t, catalogue);
  const dropped = modulesDroppedOnSave(admin.modules, offeredIds).map((module) => titleOf(module.key));

  const save = () =>
    update.mutate(
      { userId: admin.id, modules: selection },
      {
        onSuccess: () => {
          toast({ title: t('permissions.updated') });
          onSaved();
          setTimeout(() => window.location.reload(), reloadAfterSaveMs);
        },
        onError: (error) => toastError(error),
      },
    );

  return (
    <>
      <ul aria-label={t('permissions.modules')} className="grid gap-2">
        {[...checked, ...unchecked].map((module) => {
          const index = selection.indexOf(module.id);
          return (
            <ModuleRow
              key={module.id}
              module={module}
              position={index < 0 ? null : index}
              count={selection.length}
              onToggle={(value) => setSelection((current) => toggleModule(current, module.id, value))}
              onMove={(step) => setSelection((current) => moveModule(current, module.id, step))}
            />
          );
        })}
      </ul>
      {dropped.length > 0 ? (
        <p className="text-xs text-zinc-500">{t('permissions.dropped', { modules: dropped.join(', ') })}</p>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={update.isPending}>
          {t('permissions.cancel')}
        </Button>
        <Button onClick={save} disabled={update.isPending || update.isSuccess}>
          {update.isPending ? t('permissions.saving') : t('permissions.save')}
        </Button>
      </DialogFooter>
    </>
  );
}

type EditPermissionsDialogProps = {
  admin: AdminPermissions;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** 'Edit Admin Permissions': the enabled modules as checkboxes, in the order the admin will see them. */
export function EditPermissionsDialog({ admin, open, onOpenChange }: EditPermissionsDialogProps) {
  const { t } = useTranslation('admin');
  const current = useAdminPermission(admin);
  const modules = useAdminModules();
  const ready = current.data && !current.isPlaceholderData && modules.data;
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-xl"
      title={t('permissions.editTitle')}
      description={t('permissions.editDescription', { email: admin.email })}
    >
      {ready ? (
        <PermissionsForm
          admin={current.data}
          offered={modules.data.filter((module) => module.isEnabled)}
          catalogue={modules.data}
          onCancel={() => onOpenChange(false)}
          onSaved={() => onOpenChange(false)}
        />
      ) : current.isError || modules.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {(current.error ?? modules.error)?.message ?? t('permissions.somethingWrong')}
        </p>
      ) : (
        <div className="grid gap-2" aria-busy="true">
          {['a', 'b', 'c', 'd', 'e'].map((key) => (
            <Skeleton key={key} className="h-14" />
          ))}
        </div>
      )}
    </DialogFrame>
  );
}
