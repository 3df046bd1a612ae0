import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider';
import { createRouter } from './router';
import { endRejectedStaffSessions } from './session-ended';

const router = createRouter();
endRejectedStaffSessions(router);

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
