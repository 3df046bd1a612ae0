import type { StaffMe } from '@cic/contract';
import { message } from '@cic/contract';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import type { AdminPrincipal, ManagerPrincipal } from '../../http/principal';
import { createStaffAuthRepository } from './repository';

export function createStaffAuthService({ db }: Pick<AppContext, 'db'>) {
  const repository = createStaffAuthRepository(db);
  return {
    async currentStaff(principal: AdminPrincipal | ManagerPrincipal): Promise<StaffMe> {
      if (principal.role === 'admin') {
        return {
          id: principal.adminId,
          role: 'admin',
          name: null,
          email: principal.email,
          centre: null,
          modules: await repository.grantedModules(principal.adminId),
          language: await repository.adminLanguage(principal.adminId),
        };
      }
      const manager = await repository.managerWithCentre(principal.managerId);
      if (!manager) throw new AppError('UNAUTHENTICATED', message('http.signIn'));
      return {
        id: principal.managerId,
        role: principal.role,
        name: principal.name,
        email: manager.email,
        centre: { id: manager.centreId, name: manager.centreName },
        modules: [],
        language: manager.language,
      };
    },
  };
}
