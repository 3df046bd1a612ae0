/** Every query of the Credits and refunds pages. */
export const familyCreditsKey = ['family-credits'] as const;

/** Rows per page of the Credits and refunds list. */
export const creditPageSize = 20;

export const creditsPath = '/admin/overtime/credits';
export const creditPath = (accountId: string) => `${creditsPath}/${encodeURIComponent(accountId)}`;
