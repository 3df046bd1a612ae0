import { type TeacherNameBody, teacherNameBodySchema } from '@cic/contract';
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

type TeacherNameDialogProps = {
  /** Closed when null; `name` is empty for a new teacher. */
  editing: { mode: 'add' | 'rename'; name: string } | null;
  pending: boolean;
  onClose: () => void;
  onSubmit: (body: TeacherNameBody) => void;
};

/** 'Add Teacher' or 'Update Teacher': one name, at least 3 characters (spec 2 §5). */
export function TeacherNameDialog({ editing, pending, onClose, onSubmit }: TeacherNameDialogProps) {
  const form = useForm<TeacherNameBody>({
    resolver: zodResolver(teacherNameBodySchema),
    defaultValues: { name: '' },
  });
  useEffect(() => {
    if (editing) form.reset({ name: editing.name });
  }, [editing, form]);

  const adding = editing?.mode === 'add';
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(onSubmit)}>
          <DialogHeader>
            <DialogTitle>{adding ? 'Add Teacher' : 'Update Teacher'}</DialogTitle>
            <DialogDescription>
              {adding
                ? 'The new teacher signs in with the center access link and picks this name.'
                : 'The new name shows on the teacher list and on new records.'}
            </DialogDescription>
          </DialogHeader>
          <FormField label="Name" error={form.formState.errors.name?.message}>
            <Input autoComplete="off" autoCapitalize="words" className="h-12" {...form.register('name')} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" size="lg" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" size="lg" disabled={pending}>
              {pending ? 'Saving...' : adding ? 'Add Teacher' : 'Save'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
