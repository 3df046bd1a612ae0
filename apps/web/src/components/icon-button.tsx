import type { LucideIcon } from 'lucide-react';
import { Button, type ButtonProps } from './ui/button';

type IconButtonProps = Omit<ButtonProps, 'children' | 'aria-label' | 'variant' | 'size' | 'asChild'> & {
  icon: LucideIcon;
  /** The button's name for screen readers, saying what it acts on ('Edit Aisyah'). */
  label: string;
};

/** A quiet button that shows only its icon, beside the row or card it acts on. */
export function IconButton({ icon: Icon, label, ...props }: IconButtonProps) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} {...props}>
      <Icon aria-hidden="true" />
    </Button>
  );
}
