/**
 * The constraint a PostgreSQL unique_violation broke, as thrown by node-postgres or PGlite
 * (possibly wrapped by Drizzle); null for any other error.
 */
export function violatedUniqueConstraint(error: unknown): string | null {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === '23505') {
      const constraint = (current as { constraint?: unknown }).constraint;
      return typeof constraint === 'string' ? constraint : '';
    }
  }
  return null;
}

/** Whether the error is PostgreSQL's unique_violation, whichever constraint it broke. */
export function isUniqueViolation(error: unknown): boolean {
  return violatedUniqueConstraint(error) !== null;
}
