import { Link } from 'react-router';
import { DetailError, DetailList, DetailSkeleton } from '@/components/detail-parts';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { familyRelationLabel } from '@/lib/family-relation';
import { formatDateTime } from '@/lib/time';
import { useParent } from '../api/get-parent';
import { FamilyChildren, FamilyMembers } from './family-people';
import { VerifiedBadge } from './verified-badge';

/** Citizenship as the parent's profile form words it. */
const nationalityLabels: Record<string, string> = { malaysia: 'Malaysian', foreigner: 'Foreigner' };

type ParentDetailProps = {
  parentId: string;
  familyHref: (familyId: string) => string;
  parentHref: (parentId: string) => string;
};

/** A parent's profile and the families they belong to (members and children), each linked. */
export function ParentDetail({ parentId, familyHref, parentHref }: ParentDetailProps) {
  const parent = useParent(parentId);
  if (parent.isPending) return <DetailSkeleton />;
  if (parent.isError) return <DetailError error={parent.error} notFound="Parent not found." />;
  const p = parent.data;
  const name = [p.salutation, p.fullName].filter(Boolean).join(' ') || 'No name yet';
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold text-zinc-900">{name}</h1>
        <VerifiedBadge verified={p.verified} />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Profile</CardTitle>
        </CardHeader>
        <CardContent>
          <DetailList
            items={[
              { label: 'Email', value: p.email },
              { label: 'Phone', value: p.phoneNumber ?? '-' },
              {
                label: 'Nationality',
                value: p.nationality ? (nationalityLabels[p.nationality] ?? p.nationality) : '-',
              },
              { label: 'Occupation', value: p.occupation ?? '-' },
              { label: 'Address', value: p.address ?? '-' },
              { label: 'Referral code', value: p.referralCode ?? '-' },
              { label: 'Families', value: p.families },
              { label: 'Children', value: p.children },
              { label: 'Joined', value: formatDateTime(p.createdAt) },
            ]}
          />
        </CardContent>
      </Card>
      <section aria-labelledby="parent-families" className="grid gap-3">
        <h2 id="parent-families" className="text-lg font-semibold text-zinc-900">
          Families
        </h2>
        {p.familyLinks.length === 0 ? (
          <p className="text-sm text-zinc-500">Not in any family yet.</p>
        ) : (
          <ul className="grid gap-3 lg:grid-cols-2">
            {p.familyLinks.map(({ relation, family }) => (
              <li key={family.id}>
                <Card className="h-full">
                  <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
                    <CardTitle>
                      <Link to={familyHref(family.id)} className="text-brand-800 hover:underline">
                        {family.name}
                      </Link>
                    </CardTitle>
                    <Badge variant="secondary">{familyRelationLabel(relation)}</Badge>
                  </CardHeader>
                  <CardContent className="grid gap-3 text-sm">
                    <div className="grid gap-1">
                      <h3 className="text-xs font-medium text-zinc-500">Members</h3>
                      <FamilyMembers members={family.members} parentHref={parentHref} />
                    </div>
                    <div className="grid gap-1">
                      <h3 className="text-xs font-medium text-zinc-500">Children</h3>
                      <FamilyChildren items={family.children} />
                    </div>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
