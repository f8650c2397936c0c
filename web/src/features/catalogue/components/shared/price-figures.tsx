import { formatFactor, leasingFactorExplanation, totalCostFactorExplanation, type CustomerGroup, type PriceFigures } from '@autoleasing/contracts';
import { FactorTip } from './factor-tip';

/** Leasingfaktor and Gesamtkostenfaktor of one shown rate (contracts priceFiguresOf), each with its explanation. */
export function PriceFigureTips({ figures, group }: { figures: PriceFigures; group: CustomerGroup }) {
  return (
    <span className="price-figures">
      <FactorTip label="Leasingfaktor" value={formatFactor(figures.leasingFactor)} explanation={leasingFactorExplanation(group)} />
      <FactorTip label="Gesamtkostenfaktor" value={formatFactor(figures.totalCostFactor)} explanation={totalCostFactorExplanation(group)} />
    </span>
  );
}
