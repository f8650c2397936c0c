import { netLoanAmountFormula, totalAmountFormula } from '@autoleasing/contracts';
import { assertCents } from './money';

/** Gesamtbetrag for Kilometerleasing: downpayment plus all instalments. */
export function totalAmountCents(downpaymentCents: number, months: number, monthlyRateCents: number): number {
  assertCents('downpaymentCents', downpaymentCents);
  return totalAmountFormula(downpaymentCents, months, monthlyRateCents);
}

/** Nettodarlehensbetrag: purchase price minus downpayment. */
export function netLoanAmountCents(purchasePriceCents: number, downpaymentCents: number): number {
  assertCents('purchasePriceCents', purchasePriceCents);
  assertCents('downpaymentCents', downpaymentCents);
  return netLoanAmountFormula(purchasePriceCents, downpaymentCents);
}
