import { Link } from 'react-router';

/** A teacher page's way back to the list it was opened from, above its heading. */
export function TeacherBackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="w-fit text-sm font-medium text-brand-700 hover:underline">
      {label}
    </Link>
  );
}
