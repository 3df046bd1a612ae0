import { linkedParts } from '@/lib/linked-text';

/** Plain text as written (line breaks kept), its web addresses as links that open a new tab. */
export function LinkedText({ text, className }: { text: string; className?: string }) {
  return (
    <p className={className ?? 'text-sm break-words whitespace-pre-wrap text-zinc-800'}>
      {linkedParts(text).map((part, index) =>
        part.href ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move.
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move.
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
