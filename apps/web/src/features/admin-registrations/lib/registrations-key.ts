/** Every query of the admin registrations and orders pages: a status change refreshes them all. */
export const registrationsKey = ['admin-registrations'] as const;

/** Rows per page of the registrations list. */
export const registrationPageSize = 20;
