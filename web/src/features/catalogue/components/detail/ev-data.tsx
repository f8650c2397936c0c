import type { ElectricVehicleData } from '@autoleasing/contracts';
import { chargingTime } from '../../lib/emissions';

const number = (value: number, unit: string) => `${value.toLocaleString('de-DE')} ${unit}`;

/** Electric-vehicle data (spec 3.10); absent values and '00:00 h' charging times are left out. */
export function EvData({ data }: { data: ElectricVehicleData }) {
  const rows: [string, string | null][] = [
    ['Batterietyp', data.battery_type],
    ['Batteriekapazität', data.battery_capacity_kwh != null ? number(data.battery_capacity_kwh, 'kWh') : null],
    ['Stromverbrauch', data.consumption_kwh_per_100km != null ? number(data.consumption_kwh_per_100km, 'kWh/100 km') : null],
    ['Kraftstoffverbrauch (Hybrid)', data.hybrid_consumption_l_per_100km != null ? number(data.hybrid_consumption_l_per_100km, 'l/100 km') : null],
    ['Elektrische Reichweite', data.range_km != null ? number(data.range_km, 'km') : null],
    ['Reichweite (Basis)', data.base_range_km != null ? number(data.base_range_km, 'km') : null],
    ['Onboard-Lader', data.onboard_charger_kw != null ? number(data.onboard_charger_kw, 'kW') : null],
    ['Ladezeit Wallbox 0–100 %', chargingTime(data.charging_time_home_100)],
    ['Ladezeit Wallbox 0–80 %', chargingTime(data.charging_time_home_80)],
    ['Ladezeit Schnellladen', chargingTime(data.charging_time_fast)],
    ['Ladezeit Wechselstrom', chargingTime(data.charging_time_alternating_current)],
  ];
  const shown = rows.filter((row): row is [string, string] => row[1] !== null);
  if (shown.length === 0) return null;
  return (
    <section className="detail-section" aria-labelledby="ev-title">
      <h2 id="ev-title">Elektro-Daten</h2>
      <dl className="fact-list">
        {shown.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
