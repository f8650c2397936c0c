/**
 * Pages with unsaved work register a guard here; actions that leave the page without a router
 * navigation the page could block first (signing out ends the session before any navigation)
 * ask every guard before they act. In-app links are blocked by the page itself (useBlocker).
 */
type LeaveGuard = () => Promise<boolean>;

const guards = new Set<LeaveGuard>();

export function registerLeaveGuard(guard: LeaveGuard): () => void {
  guards.add(guard);
  return () => {
    guards.delete(guard);
  };
}

/** True when every page with unsaved work agreed to let go of it. */
export async function mayLeavePage(): Promise<boolean> {
  for (const guard of [...guards]) if (!(await guard())) return false;
  return true;
}
