import { useState } from 'react';
import { cn } from '@/lib/cn';

/** Spec 1 §9: placeholders come from a list of 20 seeds. */
export const avatarSeeds = [
  'Aisyah',
  'Arjun',
  'Mei Ling',
  'Hafiz',
  'Priya',
  'Wei Jie',
  'Nurul',
  'Daniel',
  'Sofia',
  'Irfan',
  'Kavitha',
  'Jun Hao',
  'Amira',
  'Ravi',
  'Xin Yi',
  'Zara',
  'Adam',
  'Siti',
  'Ethan',
  'Liyana',
] as const;

/** Image loads retry up to 2 times before the placeholder stays. */
export const avatarImageRetries = 2;

function hashOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash;
}

/** The seed for a person: the same text always gives the same placeholder. */
export function avatarSeedFor(text: string | null | undefined): (typeof avatarSeeds)[number] {
  return avatarSeeds[hashOf(text ?? '') % avatarSeeds.length] ?? avatarSeeds[0];
}

/** A generated placeholder drawn locally (no external image host): a friendly silhouette in the seed's colours. */
export function AvatarPlaceholder({ seed, className }: { seed: string; className?: string }) {
  const index = Math.max(0, avatarSeeds.indexOf(seed as (typeof avatarSeeds)[number]));
  const hue = (index * 137) % 360;
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn('size-full', className)}>
      <rect width="64" height="64" fill={`hsl(${hue} 70% 88%)`} />
      <circle cx="32" cy="26" r="12" fill={`hsl(${hue} 45% 45%)`} />
      <path d="M10 64c2-14 11-20 22-20s20 6 22 20Z" fill={`hsl(${hue} 45% 45%)`} />
      <circle cx="27.5" cy="25" r="1.6" fill="#fff" />
      <circle cx="36.5" cy="25" r="1.6" fill="#fff" />
      <path
        d="M27 30.5c2.8 2.6 7.2 2.6 10 0"
        stroke="#fff"
        strokeWidth="1.8"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

type AvatarProps = {
  /** Image URL; without one, or when it keeps failing, the placeholder shows. */
  src?: string | null;
  /** Accessible name of the picture, e.g. the person's name; '' marks it decorative. */
  alt: string;
  /** Picks the placeholder (defaults to `alt`). */
  seed?: string | null;
  className?: string;
};

/** A picture with retries and a generated placeholder. A new `src` starts with fresh retries. */
export function Avatar(props: AvatarProps) {
  return <AvatarWithRetries key={props.src ?? ''} {...props} />;
}

// A plain <img> kept hidden until it has loaded: the placeholder shows meanwhile and after the
// last retry fails (what Radix's Avatar did, without its code on every sign-in page).
function AvatarWithRetries({ src, alt, seed, className }: AvatarProps) {
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const placeholderSeed = avatarSeedFor(seed ?? alt);
  return (
    <span
      className={cn(
        'relative inline-flex size-10 shrink-0 overflow-hidden rounded-full bg-zinc-100',
        className,
      )}
    >
      {src && status !== 'failed' ? (
        <img
          key={attempt}
          src={src}
          alt={alt}
          className={cn('size-full object-cover', status === 'loaded' ? undefined : 'hidden')}
          onLoad={() => setStatus('loaded')}
          onError={() => {
            if (attempt < avatarImageRetries) setAttempt(attempt + 1);
            else setStatus('failed');
          }}
        />
      ) : null}
      {src && status === 'loaded' ? null : alt ? (
        <span role="img" aria-label={alt} className="size-full">
          <AvatarPlaceholder seed={placeholderSeed} />
        </span>
      ) : (
        <span aria-hidden="true" className="size-full">
          <AvatarPlaceholder seed={placeholderSeed} />
        </span>
      )}
    </span>
  );
}
