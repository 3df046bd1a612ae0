import { ImagePlus, XIcon } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useFocusAfter } from '@/hooks/use-focus-after';

/** An image of a form: one already saved (its id and link) or a new file with its preview. */
export type ImageEntry = {
  /** React's key: the image id, or a fresh one for a new file. */
  key: string;
  id?: string;
  file?: File;
  preview: string;
  description: string;
};

/** The field's words, in the words of the form using it. */
export type ImagesFieldWords = {
  legend: string;
  preview: (number: number) => string;
  caption: (number: number) => string;
  captionPlaceholder?: string;
  removeImage: (number: number) => string;
  chooseImages: string;
  addImages: string;
  imagesFull: string;
};

type ImagesFieldProps = {
  value: ImageEntry[];
  onChange: (images: ImageEntry[]) => void;
  max: number;
  words: ImagesFieldWords;
};

let nextKey = 0;
const newEntry = (file: File): ImageEntry => ({
  key: `new-${++nextKey}`,
  file,
  preview: URL.createObjectURL(file),
  description: '',
});

const release = (image: ImageEntry) => {
  if (image.file) URL.revokeObjectURL(image.preview);
};

/** The images chosen with the files added, as many as there is room for: the rest are ignored. */
export function addImageFiles(
  images: readonly ImageEntry[],
  files: readonly File[],
  max: number,
  makeEntry: (file: File) => ImageEntry = newEntry,
): ImageEntry[] {
  const room = Math.max(0, max - images.length);
  return [...images, ...files.slice(0, room).map(makeEntry)];
}

/**
 * Up to `max` images, each with a caption (activities, spec 3 §5; announcements): files beyond
 * the limit are ignored and the button then says the limit is reached. Removing an image moves
 * focus to the Remove button now in its place, else the one before, else the add button (issue 40).
 */
export function ImagesField({ value, onChange, max, words }: ImagesFieldProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const add = useRef<HTMLButtonElement>(null);
  const focusAfter = useFocusAfter();
  const full = value.length >= max;

  // The previews of new files live as long as the form.
  const current = useRef(value);
  current.current = value;
  useEffect(() => () => current.current.forEach(release), []);

  const removeButton = (index: number) => () =>
    list.current?.querySelectorAll<HTMLButtonElement>('button[data-remove-image]')[index];
  const remove = (image: ImageEntry, index: number) => {
    release(image);
    focusAfter(removeButton(index), removeButton(index - 1), () => add.current);
    onChange(value.filter((item) => item.key !== image.key));
  };
  const caption = (key: string, description: string) =>
    onChange(value.map((item) => (item.key === key ? { ...item, description } : item)));

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1.5 text-sm font-medium text-zinc-800">{words.legend}</legend>
      {value.length > 0 ? (
        <ol ref={list} className="grid gap-3">
          {value.map((image, index) => (
            <li key={image.key} className="flex gap-3 rounded-lg border border-zinc-200 bg-white p-2">
              <img
                src={image.preview}
                alt={image.description || words.preview(index + 1)}
                className="size-20 shrink-0 rounded-md bg-zinc-100 object-cover"
              />
              <div className="grid min-w-0 flex-1 content-start gap-1">
                <label
                  htmlFor={`${inputId}-caption-${image.key}`}
                  className="text-xs font-medium text-zinc-700"
                >
                  {words.caption(index + 1)}
                </label>
                <Input
                  id={`${inputId}-caption-${image.key}`}
                  value={image.description}
                  maxLength={500}
                  placeholder={words.captionPlaceholder}
                  onChange={(event) => caption(image.key, event.target.value)}
                />
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={words.removeImage(index + 1)}
                data-remove-image
                onClick={() => remove(image, index)}
              >
                <XIcon aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      ) : null}
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/*"
        multiple
        aria-label={words.chooseImages}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onChange(addImageFiles(value, files, max));
        }}
      />
      <Button
        ref={add}
        type="button"
        variant="outline"
        size="lg"
        disabled={full}
        onClick={() => input.current?.click()}
      >
        <ImagePlus aria-hidden="true" />
        {full ? words.imagesFull : words.addImages}
      </Button>
    </fieldset>
  );
}
