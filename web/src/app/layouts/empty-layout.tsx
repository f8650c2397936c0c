import { Outlet } from 'react-router';
import { MainContent } from '../../components/layout';
import { LayoutFrame } from './shells/layout-frame';

/** No chrome: pages that only forward (create-deal entry) still get a main landmark. */
export function EmptyLayout() {
  return (
    <LayoutFrame name="empty">
      <MainContent>
        <div className="container">
          <Outlet />
        </div>
      </MainContent>
    </LayoutFrame>
  );
}
