/** Enumerations of the child registration, its order and payments (spec 1 §3, spec 3 §3). */

export const genders = ['male', 'female'] as const;
export const contactRelationships = ['FATHER', 'MOTHER', 'GUARDIAN'] as const;
export const yearIntakes = ['2024', '2025', '2026'] as const;
export const uniformSizes = ['XS', 'S', 'M', 'L', 'XL'] as const;
export const maritalStatuses = ['married', 'widowed', 'separated', 'divorced', 'single'] as const;

export const orderStatuses = ['PENDING', 'FAILED', 'SUCCESS', 'EXPIRED', 'VOID'] as const;
export const paymentStatuses = ['PENDING', 'SUCCESS', 'VOID', 'FAILED', 'EXPIRED'] as const;
export const paymentGateways = ['billplz', 'simulator'] as const;
