/** Spec 2 §2.18, §9: the Modules Access column shows at most 4 modules, then '+N more'. */
export const maxModuleChips = 4;

/** The first `max` modules by the admin's order and how many more there are. */
export function moduleChips<M extends { order: number }>(
  modules: readonly M[],
  max: number = maxModuleChips,
): { shown: M[]; more: number } {
  const sorted = [...modules].sort((a, b) => a.order - b.order);
  return { shown: sorted.slice(0, max), more: Math.max(0, sorted.length - max) };
}
