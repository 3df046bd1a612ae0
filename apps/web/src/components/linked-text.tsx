import { linkedParts } from '@/lib/linked-text';

/** Plain text as written (line breaks kept), its web addresses as links that open a new tab. */
export function LinkedText({ text, className }: { text: string; className?: string }) {
  // Each part is keyed by where it starts in the text.
  let start = 0;
  const parts = linkedParts(text).map((part) => {
    const at = start;
    start += part.text.length;
    return { ...part, at };
  });
  return (
    <p className={className ?? 'text-sm break-words whitespace-pre-wrap text-zinc-800'}>
      {parts.map((part) =>
        part.href ? (
          <a
            key={part.at}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-700 underline"
          >
            {part.text}
          </a>
        ) : (
          <span key={part.at}>{part.text}</span>
        ),
      )}
    </p>
  );
}
