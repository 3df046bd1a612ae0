import { Outlet } from 'react-router';
import { Footer } from '@/components/footer';
import { Header } from '@/components/header';

/** Public pages: header, content, footer. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      <main id="main" className="flex flex-1 flex-col">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
