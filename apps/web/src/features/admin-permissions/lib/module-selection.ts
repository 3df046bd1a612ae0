/**
 * The edit dialog's choice (spec 2 §2.18): which of the enabled modules an admin gets and in which
 * order (the order of their sidebar). Ids in order; checking a module adds it at the end.
 */
export type ModuleSelection = string[];

type Granted = { id: string; order: number };

/** The admin's current modules that the dialog offers (enabled ones), in the admin's order. */
export function initialSelection(
  granted: readonly Granted[],
  offeredIds: readonly string[],
): ModuleSelection {
  const offered = new Set(offeredIds);
  return [...granted]
    .sort((a, b) => a.order - b.order)
    .map((module) => module.id)
    .filter((id) => offered.has(id));
}

/** Checks (adds at the end) or unchecks a module. */
export function toggleModule(selection: ModuleSelection, id: string, checked: boolean): ModuleSelection {
  const without = selection.filter((item) => item !== id);
  return checked ? [...without, id] : without;
}

/** Moves a checked module one place up (-1) or down (+1); unchanged at either end. */
export function moveModule(selection: ModuleSelection, id: string, step: -1 | 1): ModuleSelection {
  const from = selection.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= selection.length) return selection;
  const next = [...selection];
  [next[from], next[to]] = [next[to] as string, next[from] as string];
  return next;
}

/**
 * The granted modules the dialog does not offer (switched off): the server grants only enabled
 * modules, so saving removes them; the dialog says so.
 */
export function modulesDroppedOnSave<M extends { id: string; order: number }>(
  granted: readonly M[],
  offeredIds: readonly string[],
): M[] {
  const offered = new Set(offeredIds);
  return [...granted].sort((a, b) => a.order - b.order).filter((module) => !offered.has(module.id));
}
