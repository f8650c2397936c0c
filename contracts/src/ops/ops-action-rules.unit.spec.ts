import { OPS_ACTIONS } from '../checkout/api';
import { CONTRACT_CONTENT_TYPE, isContractFile, OPS_ACTIONS_WITH_DELIVERY_TIME, opsActionNeedsDeliveryTime } from './ops-action-rules';

describe('opsActionNeedsDeliveryTime', () => {
  it('asks for a delivery time band for update_delivery_time only', () => {
    expect(OPS_ACTIONS.filter(opsActionNeedsDeliveryTime)).toEqual(['update_delivery_time']);
    expect(OPS_ACTIONS_WITH_DELIVERY_TIME).toEqual(['update_delivery_time']);
  });
});

describe('isContractFile', () => {
  it('takes a PDF by its type', () => {
    expect(CONTRACT_CONTENT_TYPE).toBe('application/pdf');
    expect(isContractFile({ type: 'application/pdf', name: 'Vertrag' })).toBe(true);
  });

  it('judges a file without a type by its .pdf extension, in any case', () => {
    expect(isContractFile({ type: '', name: 'Vertrag.pdf' })).toBe(true);
    expect(isContractFile({ type: '', name: 'VERTRAG.PDF' })).toBe(true);
    expect(isContractFile({ type: '', name: 'Vertrag.pdf.exe' })).toBe(false);
    expect(isContractFile({ type: '', name: 'Vertrag' })).toBe(false);
  });

  it('refuses other types, whatever the name says', () => {
    expect(isContractFile({ type: 'image/png', name: 'Vertrag.pdf' })).toBe(false);
    expect(isContractFile({ type: 'application/x-pdf', name: 'Vertrag.pdf' })).toBe(false);
  });
});
