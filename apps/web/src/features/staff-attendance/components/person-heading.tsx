/** A staff member's name at the head of their card (a shift, a month of the timesheet), which it labels. */
export function PersonHeading({ id, name }: { id: string; name: string }) {
  return (
    <h2 id={id} className="min-w-0 font-semibold break-words text-zinc-950">
      {name}
    </h2>
  );
}
