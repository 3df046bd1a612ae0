/**
 * The server's refusal that names no field, said inside the dialog that asked: a toast would sit
 * behind the dialog and take the first Escape. Nothing is drawn while there is none.
 */
export function RefusalMessage({ refusal }: { refusal: string | null | undefined }) {
  if (!refusal) return null;
  return (
    <p role="alert" className="text-sm text-red-700">
      {refusal}
    </p>
  );
}
