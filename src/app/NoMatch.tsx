import { useLocation } from 'react-router-dom';
import { KioskLayout } from '../../widgets/kit/KioskLayout.tsx';

/** The fallback route of core spec §2: reads "No match for {path}". */
export function NoMatch({ path }: { path?: string }) {
  const location = useLocation();
  return (
    <KioskLayout screenId="noMatch">
      <div className="kiosk-outcome" role="alert">
        <p className="kiosk-title">No match for {path ?? location.pathname}</p>
      </div>
    </KioskLayout>
  );
}
