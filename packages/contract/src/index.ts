export * from './admin-modules';
export * from './api-envelope';
export * from './api-root';
export * from './contact';
export * from './enums';
export * from './parent-user';
export * from './product';
