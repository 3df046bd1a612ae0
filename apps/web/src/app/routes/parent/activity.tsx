import { Sparkles } from 'lucide-react';
import { usePageTitle } from '@/hooks/use-page-title';

/** /parent/activity : only the empty state is specified (spec 1 §2). */
export function ParentActivityPage() {
  usePageTitle('Activity');
  return (
    <section className="flex flex-col gap-4 p-4 sm:p-6">
      <h1 className="text-2xl font-semibold text-zinc-900">Activity</h1>
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-zinc-300 bg-white px-6 py-12 text-center">
        <Sparkles aria-hidden="true" className="size-8 text-brand-400" />
        <p className="text-zinc-600">No activity yet</p>
      </div>
    </section>
  );
}
