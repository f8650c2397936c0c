import { EMISSION_LABELS, FUEL_TYPE_LABELS, type EmissionSummary, type EngineEmissions } from '@autoleasing/contracts';
import { useId } from 'react';
import { useModalDialog } from '../../../../hooks/use-modal-dialog';
import { appliedConsumptions, engineClass, formatConsumption, isPlugInHybrid, orMissing } from '../../lib/emissions';

interface EmissionsModalProps {
  emissions: EmissionSummary;
  manufacturerName: string;
  model: string;
  onClose: () => void;
}

/**
 * Emissions data in a modal (spec 2.6, 3.10); missing figures read 999. A native modal <dialog>:
 * focus stays inside while it is open, Escape or the backdrop close it, focus returns to the opener.
 */
export function EmissionsModal({ emissions, manufacturerName, model, onClose }: EmissionsModalProps) {
  const titleId = useId();
  const ref = useModalDialog(true, onClose);
  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId}>
      <div className="modal__head">
        <h2 id={titleId}>
          Verbrauch und Emissionen: {manufacturerName} {model}
        </h2>
        <button type="button" className="modal__close" onClick={onClose} aria-label="Schließen" autoFocus>
          ×
        </button>
      </div>
      <EngineTable title="Antrieb" engine={emissions.main_engine} gridCharged={isPlugInHybrid(emissions)} />
      {emissions.second_engine && <EngineTable title="Bei entladener Batterie" engine={emissions.second_engine} gridCharged={false} />}
      <p className="modal__note">Prüfverfahren: {emissions.co2_emission_test_procedure || 'WLTP'}. Fehlende Angaben werden als 999 angezeigt.</p>
    </dialog>
  );
}

function EngineTable({ title, engine, gridCharged }: { title: string; engine: EngineEmissions; gridCharged: boolean }) {
  const applied = appliedConsumptions(engine, gridCharged);
  return (
    <table className="emissions-table">
      <caption>{title}</caption>
      <tbody>
        <tr>
          <th scope="row">Kraftstoff</th>
          <td>{FUEL_TYPE_LABELS[engine.fuel_type] ?? engine.fuel_type}</td>
        </tr>
        <tr>
          <th scope="row">{EMISSION_LABELS.co2Emission}</th>
          <td>{orMissing(engine.co2_emission)} g/km</td>
        </tr>
        <tr>
          <th scope="row">{EMISSION_LABELS.co2Class}</th>
          <td>{engineClass(engine)}</td>
        </tr>
        {applied.fuel && (
          <tr>
            <th scope="row">{EMISSION_LABELS.fuelConsumption}</th>
            <td>{formatConsumption(orMissing(engine.fuel_consumption_combined), 'l/100 km')}</td>
          </tr>
        )}
        {applied.electric && (
          <tr>
            <th scope="row">{EMISSION_LABELS.electricConsumption}</th>
            <td>{formatConsumption(orMissing(engine.electric_consumption_combined), 'kWh/100 km')}</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
