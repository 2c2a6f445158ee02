import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Student } from '../../shared/schemas/students';
import {
  ALL_CHILDREN,
  offersAllChildren,
  readRememberedChoice,
  rememberChoice,
  resolveChildChoice,
  windowChoiceStorage,
  type ChildChoice,
} from './current-child-choice';

export interface CurrentChild {
  /** The family's children, in order. */
  students: readonly Student[];
  /** The child the pages show; null for 'All children' (or a family without children yet). */
  child: Student | null;
  /** The child's id, or 'all'. */
  studentId: ChildChoice;
  /** Whether 'All children' can be chosen (two or more children). */
  offersAll: boolean;
  setChild: (choice: ChildChoice) => void;
}

const CurrentChildContext = createContext<CurrentChild | null>(null);

/** The current child for the signed-in shell; the family's children come from `me`. */
export function CurrentChildProvider({
  userId,
  students,
  children,
}: {
  userId: string;
  students: readonly Student[];
  children: ReactNode;
}) {
  const [chosen, setChosen] = useState<string | null>(() =>
    readRememberedChoice(windowChoiceStorage(), userId),
  );
  // Resolved on every render, so a removed child (or the family dropping to one child) falls back at once.
  const studentId = resolveChildChoice(students, chosen);
  const child =
    studentId === null || studentId === ALL_CHILDREN
      ? null
      : (students.find((s) => s.id === studentId) ?? null);

  const setChild = useCallback(
    (choice: ChildChoice) => {
      rememberChoice(windowChoiceStorage(), userId, choice);
      setChosen(choice);
    },
    [userId],
  );

  const value = useMemo<CurrentChild>(
    () => ({
      students,
      child,
      studentId: studentId ?? ALL_CHILDREN,
      offersAll: offersAllChildren(students.length),
      setChild,
    }),
    [students, child, studentId, setChild],
  );
  return <CurrentChildContext.Provider value={value}>{children}</CurrentChildContext.Provider>;
}

export function useCurrentChild(): CurrentChild {
  const ctx = useContext(CurrentChildContext);
  if (!ctx) throw new Error('useCurrentChild must be used inside <CurrentChildProvider>');
  return ctx;
}

/** The chosen child, for components rendered inside `<RequireChild>` (which guarantees one). */
export function useChild(): Student {
  const { child } = useCurrentChild();
  if (!child) throw new Error('useChild must be used inside <RequireChild>');
  return child;
}
