import type { AdminModuleKey, Role } from '@cic/contract';

/** Who may call a route. Every route under /api declares one (the server refuses to start otherwise). */
export type RouteAccess = 'public' | { roles: readonly Role[]; module?: AdminModuleKey };

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
  admin: (module?: AdminModuleKey) => (module ? { roles: ['admin'], module } : { roles: ['admin'] }),
} as const satisfies Record<string, RouteAccess | ((module?: AdminModuleKey) => RouteAccess)>;
