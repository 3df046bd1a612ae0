import { conversationMessages, type MessageRecipients } from '@cic/contract';
import { AppError } from '../../http/app-error';
import type { createCorrespondentsRepository, Recipient } from './correspondents-repository';

type Repository = ReturnType<typeof createCorrespondentsRepository>;

/**
 * The families a staff message reaches at the centre. A family of several chosen children gets
 * one thread about none of them; of one chosen child, a thread about that child. Anything not at
 * the centre is not found, as another centre's would be.
 */
export async function resolveRecipients(
  repository: Repository,
  centreId: string,
  to: MessageRecipients,
): Promise<Recipient[]> {
  if (to.kind === 'FAMILY') {
    const family = await repository.familyAt(centreId, to.familyId);
    if (family.length === 0)
      throw new AppError('NOT_FOUND', conversationMessages.familyNotFound, 'to.familyId');
    return family;
  }
  if (to.kind === 'CENTRE') {
    const families = await repository.everyFamilyAt(centreId);
    if (families.length === 0) throw new AppError('CONFLICT', conversationMessages.noFamilies, 'to');
    return families;
  }
  const wanted = new Set(to.childIds);
  const found = await repository.childrenAt(centreId, [...wanted]);
  if (found.length < wanted.size)
    throw new AppError('NOT_FOUND', conversationMessages.childNotFound, 'to.childIds');
  const byFamily = new Map<string, string[]>();
  for (const row of found) byFamily.set(row.familyId, [...(byFamily.get(row.familyId) ?? []), row.childId]);
  return [...byFamily].map(([familyId, childIds]) => ({
    familyId,
    childId: childIds.length === 1 ? (childIds[0] ?? null) : null,
  }));
}
