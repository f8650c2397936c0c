import { useCallback, useState } from 'react';

/**
 * 'Volle Breite' (issue 21, item 4): the table page may use the whole window instead of the
 * 1,140 px page column. On by default (27 columns want the room); a user's choice is remembered
 * in this browser per user id. Storage that fails (private mode, quota) just forgets the choice.
 */
const storageKey = (userId: string | null) => `dealer-discounts:full-width:${userId ?? 'anonymous'}`;

function readChoice(userId: string | null): boolean {
  try {
    return window.localStorage.getItem(storageKey(userId)) !== 'off';
  } catch {
    return true;
  }
}

export function useFullWidth(userId: string | null): [boolean, (on: boolean) => void] {
  const [state, setState] = useState(() => ({ userId, on: readChoice(userId) }));
  // Another user in the same browser (sign-out, sign-in) reads their own choice.
  const on = state.userId === userId ? state.on : readChoice(userId);
  const choose = useCallback(
    (next: boolean) => {
      setState({ userId, on: next });
      try {
        window.localStorage.setItem(storageKey(userId), next ? 'on' : 'off');
      } catch {
        // Not remembered; the choice still holds for this visit.
      }
    },
    [userId],
  );
  return [on, choose];
}
