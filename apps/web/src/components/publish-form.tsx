import type { ReactNode } from 'react';

/**
 * The form of a post that is saved as a draft or published (an activity, an announcement):
 * submitting it, by its primary button or Enter in a field, publishes; the draft button calls
 * its own save. The form checks its fields itself, not the browser.
 */
export function PublishForm({ onPublish, children }: { onPublish: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        onPublish();
      }}
    >
      {children}
    </form>
  );
}
