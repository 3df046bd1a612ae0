import type { familyListItemSchema, PageMeta, parentDetailSchema, parentListItemSchema } from '@cic/contract';
import { familyName, type Language, message } from '@cic/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { SearchPageRequest } from '../../db/read-page';
import { AppError } from '../../http/app-error';
import { createAdminUsersRepository } from './repository';

type ParentListItem = z.infer<typeof parentListItemSchema>;
type ParentDetail = z.infer<typeof parentDetailSchema>;
type FamilyListItem = z.infer<typeof familyListItemSchema>;
type Page<T> = { items: T[]; meta: PageMeta };

const parentNotFound = () => new AppError('NOT_FOUND', message('admin.parentNotFound'));
const familyNotFound = () => new AppError('NOT_FOUND', message('admin.familyNotFound'));

/** Address lines, postcode, state and country on one line; null when none is filled in. */
function oneLineAddress(parts: (string | null)[]): string | null {
  const filled = parts.map((part) => part?.trim()).filter((part): part is string => Boolean(part));
  return filled.length > 0 ? filled.join(', ') : null;
}

function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

export function createAdminUsersService({ db }: Pick<AppContext, 'db'>) {
  const repository = createAdminUsersRepository(db);

  /** Families with their members and children: two queries whatever the number of families. */
  async function withMembers(
    rows: { id: string; namedAfter: string; createdAt: Date }[],
    language: Language,
  ): Promise<FamilyListItem[]> {
    const ids = rows.map((row) => row.id);
    const [members, kids] = await Promise.all([repository.membersOf(ids), repository.childrenOf(ids)]);
    const membersOf = groupBy(members, (member) => member.familyId);
    const childrenOf = groupBy(kids, (child) => child.familyId ?? '');
    return rows.map((row) => ({
      id: row.id,
      name: familyName(row.namedAfter, language),
      members: (membersOf.get(row.id) ?? []).map(({ familyId: _, ...member }) => member),
      children: (childrenOf.get(row.id) ?? []).map(({ familyId: _, ...child }) => child),
      createdAt: row.createdAt.toISOString(),
    }));
  }

  return {
    async listParents(request: SearchPageRequest): Promise<Page<ParentListItem>> {
      const { rows, total } = await repository.parentsPage({
        ...request,
        search: request.search || undefined,
      });
      const items = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
      return { items, meta: { page: request.page, limit: request.limit, total } };
    },

    async parentDetail(parentId: string, language: Language): Promise<ParentDetail> {
      const parent = await repository.parentById(parentId);
      if (!parent) throw parentNotFound();
      const links = await repository.familiesOfParent(parent.id);
      const detailed = await withMembers(links, language);
      const { address1, address2, postcode, state, country, ...listed } = parent;
      return {
        ...listed,
        createdAt: parent.createdAt.toISOString(),
        address: oneLineAddress([address1, address2, postcode, state, country]),
        familyLinks: links.flatMap((link, index) => {
          const family = detailed[index];
          return family ? [{ relation: link.relation, family }] : [];
        }),
      };
    },

    async listFamilies(request: SearchPageRequest, language: Language): Promise<Page<FamilyListItem>> {
      const { rows, total } = await repository.familiesPage({
        ...request,
        search: request.search || undefined,
      });
      return {
        items: await withMembers(rows, language),
        meta: { page: request.page, limit: request.limit, total },
      };
    },

    async familyDetail(familyId: string, language: Language): Promise<FamilyListItem> {
      const family = await repository.familyById(familyId);
      if (!family) throw familyNotFound();
      const [detailed] = await withMembers([family], language);
      if (!detailed) throw familyNotFound();
      return detailed;
    },
  };
}
