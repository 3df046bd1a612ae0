import type { AdminModuleKey } from '@cic/contract';

/** The signed-in caller, resolved from the bearer token. */
export type ParentPrincipal = { role: 'parent'; sessionId: string; parentId: string; email: string };
export type ManagerPrincipal = {
  role: 'teacher' | 'super manager';
  sessionId: string;
  managerId: string;
  centreId: string;
  name: string;
  /** When the session was opened: a record cannot have been captured under it before then (decision 092). */
  openedAt: Date;
};
export type AdminPrincipal = {
  role: 'admin';
  sessionId: string;
  adminId: string;
  email: string;
  modules: AdminModuleKey[];
};
export type Principal = ParentPrincipal | ManagerPrincipal | AdminPrincipal;

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}
