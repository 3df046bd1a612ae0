import { Suspense } from 'react';
import { RouterProvider } from 'react-router/dom';
import { LoadingView } from '@/components/loading-view';
import { AppProvider } from './provider';
import { createRouter } from './router';
import { endRejectedStaffSessions } from './session-ended';

const router = createRouter();
endRejectedStaffSessions(router);

export function App() {
  return (
    <AppProvider>
      {/* A page whose catalogue is still on its way (a language just chosen) waits here. */}
      <Suspense fallback={<LoadingView />}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProvider>
  );
}
