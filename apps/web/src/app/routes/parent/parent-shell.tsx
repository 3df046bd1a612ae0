import { createContext, useContext } from 'react';

/** Lets parent pages hide the bottom tabs by hand (spec 1 §2), e.g. the registration wizard. */
export type ParentShell = {
  tabsHiddenManually: boolean;
  setTabsHiddenManually: (hidden: boolean) => void;
};

export const ParentShellContext = createContext<ParentShell>({
  tabsHiddenManually: false,
  setTabsHiddenManually: () => undefined,
});

export function useParentShell(): ParentShell {
  return useContext(ParentShellContext);
}
