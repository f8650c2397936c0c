import { CO2_CLASS_BOUNDS, CO2_CLASSES, EMISSION_LABELS, type Co2Class, type EmissionSummary } from '@autoleasing/contracts';
import { appliedConsumptions, engineClass, formatConsumption, isPlugInHybrid, orMissing } from '../../lib/emissions';

const RANGE_TEXT = (c: Co2Class) => {
  const bounds = CO2_CLASS_BOUNDS.find((b) => b.co2Class === c);
  if (!bounds) return '';
  if (bounds.maxGramsPerKm === null) return `ab ${bounds.minGramsPerKm} g/km`;
  return bounds.minGramsPerKm === bounds.maxGramsPerKm ? `${bounds.minGramsPerKm} g/km` : `${bounds.minGramsPerKm}–${bounds.maxGramsPerKm} g/km`;
};

/**
 * The CO₂ label of the Pkw-EnVKV: the A–G scale with the car's class marked, combined consumption
 * and combined CO₂ (WLTP). Plug-in hybrids get a second class for the discharged battery.
 */
export function Co2Label({ emissions }: { emissions: EmissionSummary }) {
  const main = emissions.main_engine;
  const second = isPlugInHybrid(emissions) ? emissions.second_engine : null;
  const mainClass = engineClass(main);
  const secondClass = second ? engineClass(second) : null;
  return (
    <section className="co2-label" aria-labelledby="co2-title">
      <h2 id="co2-title">{EMISSION_LABELS.co2Class}</h2>
      <div className="co2-label__body">
        <ol className="co2-scale" aria-label="CO₂-Klassen von A bis G">
          {CO2_CLASSES.map((c) => (
            <li key={c} className={`co2-scale__bar co2-scale__bar--${c}`} aria-current={c === mainClass ? 'true' : undefined}>
              <span className="co2-scale__letter">{c}</span>
              <span className="co2-scale__range">{RANGE_TEXT(c)}</span>
              {c === mainClass && <strong className="co2-scale__mark">{second ? 'gewichtet' : 'Ihr Fahrzeug'}</strong>}
              {c === secondClass && <strong className="co2-scale__mark co2-scale__mark--second">entladene Batterie</strong>}
            </li>
          ))}
        </ol>
        <dl className="co2-label__figures">
          <div>
            <dt>{`${EMISSION_LABELS.co2Class}${second ? ' (gewichtet, kombiniert)' : ''}`}</dt>
            <dd>{mainClass}</dd>
          </div>
          {second && secondClass && (
            <div>
              <dt>CO₂-Klasse bei entladener Batterie</dt>
              <dd>{secondClass}</dd>
            </div>
          )}
          <div>
            <dt>{EMISSION_LABELS.co2Emission}</dt>
            <dd>{orMissing(main.co2_emission)} g/km</dd>
          </div>
          <ConsumptionFigures engine={main} gridCharged={second !== null} />
          {second && (
            <>
              <div>
                <dt>CO₂-Emissionen bei entladener Batterie</dt>
                <dd>{orMissing(second.co2_emission)} g/km</dd>
              </div>
              <div>
                <dt>Kraftstoffverbrauch bei entladener Batterie</dt>
                <dd>{formatConsumption(orMissing(second.fuel_consumption_combined), 'l/100 km')}</dd>
              </div>
            </>
          )}
        </dl>
      </div>
      <p className="co2-label__note">Werte nach {emissions.co2_emission_test_procedure || 'WLTP'}.</p>
    </section>
  );
}

function ConsumptionFigures({ engine, gridCharged }: { engine: EmissionSummary['main_engine']; gridCharged: boolean }) {
  const applied = appliedConsumptions(engine, gridCharged);
  return (
    <>
      {applied.fuel && (
        <div>
          <dt>{EMISSION_LABELS.fuelConsumption}</dt>
          <dd>{formatConsumption(orMissing(engine.fuel_consumption_combined), 'l/100 km')}</dd>
        </div>
      )}
      {applied.electric && (
        <div>
          <dt>{EMISSION_LABELS.electricConsumption}</dt>
          <dd>{formatConsumption(orMissing(engine.electric_consumption_combined), 'kWh/100 km')}</dd>
        </div>
      )}
    </>
  );
}
