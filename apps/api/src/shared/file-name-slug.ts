/**
 * A name folded into a file name's part: lower-case ASCII letters and digits joined by '-'
 * ('Siti Nur Aisyah' → 'siti-nur-aisyah'), so any browser saves it as it is; at most `maxLength`
 * characters when given. Empty when nothing is left.
 */
export function fileNameSlug(name: string, maxLength?: number) {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return maxLength === undefined ? slug : slug.slice(0, maxLength).replace(/-+$/, '');
}
