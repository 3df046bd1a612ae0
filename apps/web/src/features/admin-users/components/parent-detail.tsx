import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminSection } from '@/components/admin-section';
import { DetailError, DetailList, DetailSkeleton } from '@/components/detail-parts';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/time';
import { useParent } from '../api/get-parent';
import { FamilyChildren, FamilyMembers, relationLabel } from './family-people';
import { VerifiedBadge } from './verified-badge';

/** Citizenship as the parent's profile form words it. */
const nationalities = ['malaysia', 'foreigner'] as const;
const isNationality = (value: string): value is (typeof nationalities)[number] =>
  (nationalities as readonly string[]).includes(value);

type ParentDetailProps = {
  parentId: string;
  familyHref: (familyId: string) => string;
  parentHref: (parentId: string) => string;
};

/** A parent's profile and the families they belong to (members and children), each linked. */
export function ParentDetail({ parentId, familyHref, parentHref }: ParentDetailProps) {
  const { t } = useTranslation('admin');
  const parent = useParent(parentId);
  if (parent.isPending) return <DetailSkeleton />;
  if (parent.isError) return <DetailError error={parent.error} notFound={t('users.parentDetail.notFound')} />;
  const p = parent.data;
  const name = [p.salutation, p.fullName].filter(Boolean).join(' ') || t('users.noName');
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold text-zinc-900">{name}</h1>
        <VerifiedBadge verified={p.verified} />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t('users.parentDetail.profile')}</CardTitle>
        </CardHeader>
        <CardContent>
          <DetailList
            items={[
              { label: t('users.parentDetail.email'), value: p.email },
              { label: t('users.parentDetail.phone'), value: p.phoneNumber ?? '-' },
              {
                label: t('users.parentDetail.nationality'),
                value: p.nationality
                  ? isNationality(p.nationality)
                    ? t(`users.nationality.${p.nationality}`)
                    : p.nationality
                  : '-',
              },
              { label: t('users.parentDetail.occupation'), value: p.occupation ?? '-' },
              { label: t('users.parentDetail.address'), value: p.address ?? '-' },
              { label: t('users.parentDetail.referralCode'), value: p.referralCode ?? '-' },
              { label: t('users.parentDetail.families'), value: p.families },
              { label: t('users.parentDetail.children'), value: p.children },
              { label: t('users.parentDetail.joined'), value: formatDateTime(p.createdAt) },
            ]}
          />
        </CardContent>
      </Card>
      <AdminSection id="parent-families" className="grid gap-3" title={t('users.parentDetail.families')}>
        {p.familyLinks.length === 0 ? (
          <p className="text-sm text-zinc-500">{t('users.parentDetail.noFamily')}</p>
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
                    <Badge variant="secondary">{relationLabel(t, relation)}</Badge>
                  </CardHeader>
                  <CardContent className="grid gap-3 text-sm">
                    <div className="grid gap-1">
                      <h3 className="text-xs font-medium text-zinc-500">{t('users.parentDetail.members')}</h3>
                      <FamilyMembers members={family.members} parentHref={parentHref} />
                    </div>
                    <div className="grid gap-1">
                      <h3 className="text-xs font-medium text-zinc-500">
                        {t('users.parentDetail.children')}
                      </h3>
                      <FamilyChildren items={family.children} />
                    </div>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </AdminSection>
    </div>
  );
}
