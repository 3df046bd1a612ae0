/**
 * What a form in the child's sheet just did, said inside it (a toast would sit over the sheet and
 * take its first Escape). The status region is always there, so a screen reader hears it fill.
 */
export function SavedMessage({ saved }: { saved: string | null }) {
  return (
    <p role="status" className="text-sm font-medium text-green-800">
      {saved}
    </p>
  );
}
