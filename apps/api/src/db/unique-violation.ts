/**
 * The constraint a PostgreSQL error of `code` broke, as thrown by node-postgres or PGlite
 * (possibly wrapped by Drizzle); null for any other error.
 */
function violatedConstraint(error: unknown, code: string): string | null {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === code) {
      const constraint = (current as { constraint?: unknown }).constraint;
      return typeof constraint === 'string' ? constraint : '';
    }
  }
  return null;
}

/** The constraint a unique_violation broke; null for any other error. */
export const violatedUniqueConstraint = (error: unknown) => violatedConstraint(error, '23505');

/** The constraint a check_violation broke; null for any other error. */
export const violatedCheckConstraint = (error: unknown) => violatedConstraint(error, '23514');

/** Whether the error is PostgreSQL's unique_violation, whichever constraint it broke. */
export function isUniqueViolation(error: unknown): boolean {
  return violatedUniqueConstraint(error) !== null;
}
