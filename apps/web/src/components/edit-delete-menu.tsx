import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './ui/dropdown-menu';

type EditDeleteMenuProps = {
  /** Names the row for screen readers: 'Actions for {name}'. */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Says why, in the trigger's title, when the row cannot be changed. */
  disabledReason?: string;
  /** Items before Edit (e.g. View), as `DropdownMenuItem`s. */
  children?: ReactNode;
};

/** A table row's '...' menu with Edit and Delete (after any items given as children). */
export function EditDeleteMenu({ name, onEdit, onDelete, disabledReason, children }: EditDeleteMenuProps) {
  const { t } = useTranslation('common');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild disabled={disabledReason !== undefined}>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={t('actions.menuFor', { name })}
          title={disabledReason}
        >
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {children}
        <DropdownMenuItem onSelect={onEdit}>
          <Pencil aria-hidden="true" />
          {t('actions.edit')}
        </DropdownMenuItem>
        <DropdownMenuItem destructive onSelect={onDelete}>
          <Trash2 aria-hidden="true" />
          {t('actions.delete')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
