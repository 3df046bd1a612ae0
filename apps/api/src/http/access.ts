import type { AdminModuleKey, Role } from '@cic/contract';

/**
 * Who may call a route. Every route under /api declares one (the server refuses to start otherwise).
 * An admin route names the modules that admit a caller: any one of them is enough.
 */
export type RouteAccess = 'public' | { roles: readonly Role[]; modules?: readonly AdminModuleKey[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

const teachers = ['teacher', 'super manager'] as const;

export const access = {
  public: 'public',
  signedIn: { roles: ['parent', 'teacher', 'super manager', 'admin'] },
  parent: { roles: ['parent'] },
  staff: { roles: ['teacher', 'super manager', 'admin'] },
  teacher: { roles: teachers },
  superManager: { roles: ['super manager'] },
  admin: (...modules: AdminModuleKey[]) =>
    modules.length > 0 ? { roles: ['admin'], modules } : { roles: ['admin'] },
} as const satisfies Record<string, RouteAccess | ((...modules: AdminModuleKey[]) => RouteAccess)>;
