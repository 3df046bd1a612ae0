import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';

type CountDialogProps = {
  count: number;
  icon: LucideIcon;
  /** The trigger's accessible name, e.g. 'Referral logs of Lim Mei Ling'. */
  label: string;
  title: string;
  description: string;
  emptyText: string;
  children: ReactNode;
};

/** A leaderboard cell: a button showing how many, opening a dialog that lists them (or says there are none). */
export function CountDialog({
  count,
  icon: Icon,
  label,
  title,
  description,
  emptyText,
  children,
}: CountDialogProps) {
  return (
    <DialogFrame
      trigger={
        <Button variant="outline" size="sm" aria-label={`${label} (${count})`}>
          <Icon aria-hidden="true" />
          {count}
        </Button>
      }
      className="max-w-2xl"
      title={title}
      description={description}
    >
      {count === 0 ? <p className="py-6 text-center text-sm text-zinc-500">{emptyText}</p> : children}
    </DialogFrame>
  );
}
