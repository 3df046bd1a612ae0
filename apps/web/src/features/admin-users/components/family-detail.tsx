import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailError, DetailSkeleton } from '@/components/detail-parts';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/time';
import { useFamily } from '../api/get-family';
import { relationLabel } from './family-people';

type FamilyDetailProps = {
  familyId: string;
  parentHref: (parentId: string) => string;
};

/** A family: its members (relation, name, e-mail, linked to their detail) and children (centre, status). */
export function FamilyDetail({ familyId, parentHref }: FamilyDetailProps) {
  const { t } = useTranslation('admin');
  const family = useFamily(familyId);
  if (family.isPending) return <DetailSkeleton />;
  if (family.isError) return <DetailError error={family.error} notFound={t('users.family.notFound')} />;
  const f = family.data;
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold text-zinc-900">{f.name}</h1>
        <p className="text-sm text-zinc-600">
          {t('users.family.created', { date: formatDate(f.createdAt) })}
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t('users.family.members')}</CardTitle>
        </CardHeader>
        <CardContent>
          {f.members.length === 0 ? (
            <p className="text-sm text-zinc-500">{t('users.family.noMembers')}</p>
          ) : (
            <Table aria-label={t('users.family.members')}>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('users.family.memberColumns.relation')}</TableHead>
                  <TableHead>{t('users.family.memberColumns.name')}</TableHead>
                  <TableHead>{t('users.family.memberColumns.email')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {f.members.map((member) => (
                  <TableRow key={member.parentId}>
                    <TableCell>
                      <Badge variant="secondary">{relationLabel(t, member.relation)}</Badge>
                    </TableCell>
                    <TableCell className="font-medium">
                      <Link to={parentHref(member.parentId)} className="text-brand-800 hover:underline">
                        {member.fullName ?? t('users.noName')}
                      </Link>
                    </TableCell>
                    <TableCell className="[overflow-wrap:anywhere]">{member.email}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('users.family.children')}</CardTitle>
        </CardHeader>
        <CardContent>
          {f.children.length === 0 ? (
            <p className="text-sm text-zinc-500">{t('users.family.noChildren')}</p>
          ) : (
            <Table aria-label={t('users.family.children')}>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('users.family.childColumns.name')}</TableHead>
                  <TableHead>{t('users.family.childColumns.centre')}</TableHead>
                  <TableHead>{t('users.family.childColumns.status')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {f.children.map((child) => (
                  <TableRow key={child.id}>
                    <TableCell className="font-medium">{child.name}</TableCell>
                    <TableCell>{child.centre}</TableCell>
                    <TableCell>
                      <Badge variant={child.active ? 'success' : 'outline'}>
                        {child.active ? t('users.active') : t('users.inactive')}
                      </Badge>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
