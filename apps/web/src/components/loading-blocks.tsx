import { Skeleton } from '@/components/ui/skeleton';

type LoadingBlocksProps = {
  /** Read out once while the section loads. */
  label: string;
  /** One placeholder a block, by its classes (height, corners). */
  blocks: string[];
  className?: string;
};

/** A section while it loads: grey blocks the shape of what comes, announced by `label`. */
export function LoadingBlocks({ label, blocks, className = 'grid gap-3' }: LoadingBlocksProps) {
  return (
    <div role="status" aria-busy="true" className={className}>
      <span className="sr-only">{label}</span>
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
        <Skeleton key={index} className={block} />
      ))}
    </div>
  );
}
