import { usePageTitle } from '@/hooks/use-page-title';

/** A page that a later issue fills: its heading and title only. */
export function PlaceholderPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <section className="flex flex-col gap-2 p-4 sm:p-6">
      <h1 className="text-2xl font-semibold text-zinc-900">{title}</h1>
    </section>
  );
}
