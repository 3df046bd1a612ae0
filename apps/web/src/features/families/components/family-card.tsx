import type { ParentUser } from '@cic/contract';
import { BadgeCheck, ChevronRight, School } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/avatar';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';

type FamilyLink = ParentUser['families'][number];
type Child = FamilyLink['family']['children'][number];
type Member = FamilyLink['family']['members'][number];

function ChildRow({ child, href }: { child: Child; href: string }) {
  const { t } = useTranslation('parent');
  return (
    <li>
      <Link
        to={href}
        className="flex items-center gap-3 rounded-xl p-3 transition-colors hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Avatar
          src={child.lastCheckInImage}
          alt=""
          seed={child.name}
          className="size-14 rounded-xl ring-1 ring-zinc-200"
        />
        <span className="grid min-w-0 flex-1 gap-1">
          <span className="font-medium text-zinc-900">{child.name}</span>
          <span className="flex min-w-0 items-center gap-1 text-sm text-zinc-600">
            <School aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="truncate">{child.center.name}</span>
          </span>
          <span>
            <Badge variant={child.active ? 'success' : 'secondary'}>
              {child.active ? t('familyCard.active') : t('familyCard.inactive')}
            </Badge>
          </span>
        </span>
        <span className="flex shrink-0 items-center gap-0.5 text-sm font-medium text-brand-700">
          <span className="sr-only sm:not-sr-only">{t('familyCard.checkIns')}</span>
          <ChevronRight aria-hidden="true" className="size-5" />
        </span>
      </Link>
    </li>
  );
}

function MemberRow({ member, isYou }: { member: Member; isYou: boolean }) {
  const { t } = useTranslation('parent');
  const { parent } = member;
  return (
    <li className="flex items-center gap-3 py-2">
      <Avatar alt="" seed={parent.email} className="size-9" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 text-sm font-medium text-zinc-900">
          {parent.fullName || t('familyCard.noName')}
          {isYou ? <span className="text-xs font-normal text-zinc-500">{t('familyCard.you')}</span> : null}
        </p>
        <p className="text-xs text-zinc-600">{t(`relation.${member.relation}`)}</p>
        <p className="truncate text-xs text-zinc-500">{parent.email}</p>
      </div>
      {parent.verified ? (
        <Badge variant="success">
          <BadgeCheck aria-hidden="true" className="size-3.5" />
          {t('familyCard.verified')}
        </Badge>
      ) : (
        <Badge variant="secondary">{t('familyCard.notVerified')}</Badge>
      )}
    </li>
  );
}

type FamilyCardProps = {
  link: FamilyLink;
  /** The signed-in parent's e-mail, to mark them among the members. */
  email: string;
  checkInHref: (childId: string) => string;
};

/** One family: its children (each opening their check-ins) and its members (spec 1 §2, §3). */
export function FamilyCard({ link, email, checkInHref }: FamilyCardProps) {
  const { t } = useTranslation('parent');
  const { family } = link;
  const headingId = `family-${family.id}`;
  return (
    <Card aria-labelledby={headingId} role="region" className="overflow-hidden">
      <div className="flex items-baseline justify-between gap-2 border-b border-zinc-100 bg-brand-50/60 px-4 py-3">
        <h2 id={headingId} className="font-semibold text-zinc-900">
          {family.name}
        </h2>
        <span className="text-xs text-zinc-600">
          {t('familyCard.yourRelation', { relation: t(`relation.${link.relation}`) })}
        </span>
      </div>
      <section aria-label={t('familyCard.children')} className="p-2">
        {family.children.length ? (
          <ul className="grid gap-1">
            {family.children.map((child) => (
              <ChildRow key={child.id} child={child} href={checkInHref(child.id)} />
            ))}
          </ul>
        ) : (
          <p className="p-3 text-sm text-zinc-600">{t('familyCard.noChildren')}</p>
        )}
      </section>
      <section aria-labelledby={`${headingId}-members`} className="border-t border-zinc-100 px-4 py-3">
        <h3
          id={`${headingId}-members`}
          className="text-xs font-semibold tracking-wide text-zinc-500 uppercase"
        >
          {t('familyCard.members')}
        </h3>
        <ul className="divide-y divide-zinc-100">
          {family.members.map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              isYou={member.parent.email.toLowerCase() === email.toLowerCase()}
            />
          ))}
        </ul>
      </section>
    </Card>
  );
}
