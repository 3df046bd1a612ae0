import type { Language, ParentAuth, ParentUser } from '@cic/contract';
import { citizenships, familyName, message, salutations } from '@cic/contract';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { createParentAccountRepository } from './repository';

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

export function createParentAccountService({ db, storage }: Pick<AppContext, 'db' | 'storage'>) {
  const repository = createParentAccountRepository(db);

  async function familiesOf(parentId: string, language: Language): Promise<ParentUser['families']> {
    const links = await repository.familyLinks(parentId);
    const familyIds = links.map((link) => link.id);
    const [members, kids] = await Promise.all([
      repository.membersOf(familyIds),
      repository.childrenOf(familyIds),
    ]);
    const thumbnails = await repository.lastCheckInThumbnails(kids.map((child) => child.id));
    const thumbnailUrls = new Map(
      await Promise.all(
        thumbnails.flatMap(({ childId, thumbnailKey }) =>
          thumbnailKey ? [(async () => [childId, await storage.signedUrl(thumbnailKey)] as const)()] : [],
        ),
      ),
    );
    return links.map((link) => ({
      relation: link.relation,
      family: {
        id: link.id,
        name: familyName(link.namedAfter, language),
        members: members
          .filter((member) => member.familyId === link.id)
          .map((member) => ({
            id: member.id,
            relation: member.relation,
            parent: {
              fullName: member.fullName,
              email: member.email,
              verified: member.emailVerifiedAt !== null,
            },
          })),
        children: kids
          .filter((child) => child.familyId === link.id)
          .map((child) => ({
            id: child.id,
            name: child.name,
            active: child.active,
            center: { name: child.centreName },
            lastCheckInImage: thumbnailUrls.get(child.id) ?? null,
          })),
      },
    }));
  }

  /** The signed-in parent's row; a parent deleted since signing in must sign in again. */
  async function existingParent(parentId: string) {
    const parent = await repository.parentById(parentId);
    if (!parent) throw new AppError('UNAUTHENTICATED', message('http.signIn'));
    return parent;
  }

  return {
    /**
     * Every family the parent belongs to, with members and children, in a fixed number of queries;
     * names in the reader's language.
     */
    familiesOf,
    existingParent,

    async currentParent(parentId: string, language: Language): Promise<ParentAuth> {
      const parent = await existingParent(parentId);
      const user: ParentUser = {
        id: parent.id,
        email: parent.email,
        role: 'parent',
        salutation: oneOf(salutations, parent.salutation),
        fullName: parent.fullName,
        phoneNumber: parent.phoneNumber,
        nationality: oneOf(citizenships, parent.nationality),
        nric: parent.nric,
        passport: parent.passport,
        occupation: parent.occupation,
        address1: parent.address1,
        address2: parent.address2,
        postcode: parent.postcode,
        state: parent.state,
        country: parent.country,
        referralCode: parent.referralCode,
        families: await familiesOf(parent.id, language),
      };
      // A parent who has not told us who they are yet is sent to complete the profile.
      const needsUpdate = !user.salutation || !user.fullName || !user.phoneNumber;
      return { user, needsUpdate, language: parent.language };
    },
  };
}
