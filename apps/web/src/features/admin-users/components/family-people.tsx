import { type familyListItemSchema, familyRelations } from '@cic/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Badge } from '@/components/ui/badge';

type FamilyListItem = z.infer<typeof familyListItemSchema>;

/** Father, Mother or Legal Guardian (spec 1 §3) in the page's language; an unknown relation as it came. */
export function relationLabel(t: TFunction<'admin'>, relation: string): string {
  const known = familyRelations.find((value) => value === relation.toLowerCase());
  return known ? t(`users.relation.${known}`) : relation;
}

/** A family's members, each with their relation. */
export function FamilyMembers({
  members,
  parentHref,
}: {
  members: FamilyListItem['members'];
  /** When given, each member links to their parent detail. */
  parentHref?: (parentId: string) => string;
}) {
  const { t } = useTranslation('admin');
  if (members.length === 0) return <span className="text-zinc-500">-</span>;
  return (
    <ul className="grid gap-1">
      {members.map((member) => (
        <li key={member.parentId} className="flex flex-wrap items-center gap-1.5">
          <Badge variant="secondary">{relationLabel(t, member.relation)}</Badge>
          {parentHref ? (
            <Link to={parentHref(member.parentId)} className="text-brand-800 hover:underline">
              {member.fullName ?? member.email}
            </Link>
          ) : (
            <span>{member.fullName ?? member.email}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A family's children, each with their centre (inactive ones marked). */
export function FamilyChildren({ items }: { items: FamilyListItem['children'] }) {
  const { t } = useTranslation('admin');
  if (items.length === 0) return <span className="text-zinc-500">-</span>;
  return (
    <ul className="grid gap-1">
      {items.map((child) => (
        <li key={child.id} className="flex flex-wrap items-center gap-1.5">
          <span className="font-medium">{child.name}</span>
          <span className="text-zinc-500">· {child.centre}</span>
          {child.active ? null : <Badge variant="outline">{t('users.inactive')}</Badge>}
        </li>
      ))}
    </ul>
  );
}
