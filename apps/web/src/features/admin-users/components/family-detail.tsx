import { Link } from 'react-router';
import { DetailError, DetailSkeleton } from '@/components/detail-parts';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { familyRelationLabel } from '@/lib/family-relation';
import { formatDate } from '@/lib/time';
import { useFamily } from '../api/get-family';

type FamilyDetailProps = {
  familyId: string;
  parentHref: (parentId: string) => string;
};

/** A family: its members (relation, name, e-mail, linked to their detail) and children (centre, status). */
export function FamilyDetail({ familyId, parentHref }: FamilyDetailProps) {
  const family = useFamily(familyId);
  if (family.isPending) return <DetailSkeleton />;
  if (family.isError) return <DetailError error={family.error} notFound="Family not found." />;
  const f = family.data;
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold text-zinc-900">{f.name}</h1>
        <p className="text-sm text-zinc-600">Created {formatDate(f.createdAt)}</p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Members</CardTitle>
        </CardHeader>
        <CardContent>
          {f.members.length === 0 ? (
            <p className="text-sm text-zinc-500">No members.</p>
          ) : (
            <Table aria-label="Members">
              <TableHeader>
                <TableRow>
                  <TableHead>Relation</TableHead>
                  <TableHead>Name</TableHead>
                  <TableHead>Email</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {f.members.map((member) => (
                  <TableRow key={member.parentId}>
                    <TableCell>
                      <Badge variant="secondary">{familyRelationLabel(member.relation)}</Badge>
                    </TableCell>
                    <TableCell className="font-medium">
                      <Link to={parentHref(member.parentId)} className="text-brand-800 hover:underline">
                        {member.fullName ?? 'No name yet'}
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
          <CardTitle>Children</CardTitle>
        </CardHeader>
        <CardContent>
          {f.children.length === 0 ? (
            <p className="text-sm text-zinc-500">No children.</p>
          ) : (
            <Table aria-label="Children">
              <TableHeader>
                <TableRow>
                  <TableHead>Name</TableHead>
                  <TableHead>Center</TableHead>
                  <TableHead>Status</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {f.children.map((child) => (
                  <TableRow key={child.id}>
                    <TableCell className="font-medium">{child.name}</TableCell>
                    <TableCell>{child.centre}</TableCell>
                    <TableCell>
                      <Badge variant={child.active ? 'success' : 'outline'}>
                        {child.active ? 'Active' : 'Inactive'}
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
