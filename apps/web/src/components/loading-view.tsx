import { ProductByline } from './brand';
import { Spinner } from './ui/spinner';

/** Full-screen loader shown while authentication loads (spec 1 §1). */
export function LoadingView() {
  return (
    <div className="fixed inset-0 z-40 flex flex-col items-center justify-center gap-5 bg-white">
      <Spinner className="size-12" label="Loading" />
      <ProductByline />
    </div>
  );
}
