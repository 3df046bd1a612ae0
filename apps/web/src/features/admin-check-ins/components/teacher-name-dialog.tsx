import { adminTeacherNameBodySchema } from '@cic/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { AdminTeacherNameBody } from '../api/create-centre-manager';

export type TeacherEditing = { mode: 'add' } | { mode: 'edit'; managerId: string; name: string };

type TeacherNameDialogProps = {
  /** Closed when null. */
  editing: TeacherEditing | null;
  pending: boolean;
  onClose: () => void;
  onSubmit: (body: AdminTeacherNameBody) => void;
};

/** 'Add Teacher' or 'Update Teacher': a name of at least 2 characters (spec 2 §2.12, §5). */
export function TeacherNameDialog({ editing, pending, onClose, onSubmit }: TeacherNameDialogProps) {
  const form = useForm<AdminTeacherNameBody>({
    resolver: zodResolver(adminTeacherNameBodySchema),
    defaultValues: { name: '' },
  });
  useEffect(() => {
    if (editing) form.reset({ name: editing.mode === 'edit' ? editing.name : '' });
  }, [editing, form]);

  const title = editing?.mode === 'edit' ? 'Update Teacher' : 'Add Teacher';
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-md">
        <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(onSubmit)}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>
              {editing?.mode === 'edit'
                ? 'The new name shows on the teacher list and on new records.'
                : 'The teacher signs in with the center access link and picks this name.'}
            </DialogDescription>
          </DialogHeader>
          <FormField label="Name" error={form.formState.errors.name?.message}>
            <Input autoComplete="off" autoCapitalize="words" {...form.register('name')} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving...' : title}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
