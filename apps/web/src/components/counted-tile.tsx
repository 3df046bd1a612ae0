import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { CountBubble } from './count-bubble';

/**
 * A home tile to a list with how many of its items are unread: the count over the icon, and the
 * words screen readers hear after the tile's name.
 */
export function CountedTile({
  to,
  className,
  icon: Icon,
  label,
  unread,
  unreadLabel,
}: {
  to: string;
  className: string;
  icon: LucideIcon;
  label: string;
  unread: number;
  unreadLabel: string;
}) {
  return (
    <Link to={to} className={className}>
      <span className="relative">
        <Icon aria-hidden="true" className="text-brand-600" />
        <CountBubble count={unread} className="-top-2 -right-3" />
      </span>
      {label}
      {unread > 0 ? <span className="sr-only">{unreadLabel}</span> : null}
    </Link>
  );
}
