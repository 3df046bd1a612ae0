import { centres, children } from './schema/index';

/** A centre as answers name it: its id and its name. */
export const centreNamed = { id: centres.id, name: centres.name };

/** A child as answers name it: their id and their name. */
export const childNamed = { id: children.id, name: children.name };
