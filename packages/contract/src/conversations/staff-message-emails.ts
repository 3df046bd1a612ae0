/**
 * Whether a teacher or head of centre is e-mailed the messages parents write to their centre
 * (issue 43, decision 114). Their own choice when they made one; until then a head of centre, who
 * is often away from the centre's shared inbox, is, and a teacher, who reads it at the door, is
 * not. Nobody without an address is.
 */
export function staffMessageEmailsOn(person: {
  /** The saved choice; null until they switch it. */
  choice: boolean | null;
  headOfCentre: boolean;
  email: string | null;
}): boolean {
  if (!person.email) return false;
  return person.choice ?? person.headOfCentre;
}
