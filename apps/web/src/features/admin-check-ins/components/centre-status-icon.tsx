import { CircleCheck, CircleX } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Green check for a registered (activated) centre, red cross for one not yet activated (spec 2 §2.9). */
export function CentreStatusIcon({ registered, className }: { registered: boolean; className?: string }) {
  const label = registered ? 'Registered' : 'Not registered';
  const Icon = registered ? CircleCheck : CircleX;
  return (
    <span title={label} className={cn('inline-flex shrink-0', className)}>
      <Icon aria-hidden="true" className={cn('size-4', registered ? 'text-green-600' : 'text-red-600')} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
