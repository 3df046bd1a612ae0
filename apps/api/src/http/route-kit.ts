/**
 * What a module declares its routes with: who may call, the route, its answers and the reader's
 * language. One import for what every routes file needs.
 */

export * from './access';
export * from './audiences';
export * from './change-route';
export * from './envelope';
export * from './reader-language';
export * from './route';
