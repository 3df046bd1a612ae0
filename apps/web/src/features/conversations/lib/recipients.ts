import type { MessageRecipients } from '@cic/contract';

/** The family of the thread staff came from, written to as a whole (`to: FAMILY`). */
export type KnownFamily = { id: string; name: string };

/** Whom a staff message goes to, as the form offers it. */
export type RecipientChoice = 'thisFamily' | 'oneChild' | 'children' | 'centre';

export type ChosenRecipients = {
  choice: RecipientChoice;
  family?: KnownFamily | undefined;
  /** The child of 'One family' ('' while none is chosen). */
  child: string;
  /** The children of 'Families of chosen children'. */
  children: readonly string[];
};

/**
 * `to` of the body. 'One family' sends its chosen child, whose family gets a thread about that
 * child: staff have no list of families, only the centre's children. None chosen sends none, for
 * the contract to ask for one.
 */
export function recipientsOf({ choice, family, child, children }: ChosenRecipients): MessageRecipients {
  if (choice === 'thisFamily' && family) return { kind: 'FAMILY', familyId: family.id };
  if (choice === 'oneChild') return { kind: 'CHILDREN', childIds: child ? [child] : [] };
  if (choice === 'children') return { kind: 'CHILDREN', childIds: [...children] };
  return { kind: 'CENTRE' };
}

type Messaged = { message?: unknown } | undefined;
const messageOf = (error: unknown) =>
  typeof (error as Messaged)?.message === 'string' ? ((error as Messaged)?.message as string) : undefined;

/**
 * The first message of a form's errors on `to`: on the recipients themselves, on the family, on
 * the children or on one child of them.
 */
export function recipientsError(to: unknown): string | undefined {
  if (!to || typeof to !== 'object') return undefined;
  const { familyId, childIds } = to as { familyId?: unknown; childIds?: unknown };
  const oneChild = Array.isArray(childIds) ? childIds.map(messageOf).find(Boolean) : undefined;
  return messageOf(to) ?? messageOf(familyId) ?? messageOf(childIds) ?? oneChild;
}
