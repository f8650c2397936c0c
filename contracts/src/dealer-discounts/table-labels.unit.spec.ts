import { unknownCarModelProblem } from './sheet-import';
import { DISCOUNT_INFO_COLUMN_LABELS, UNKNOWN_CAR_MODEL_MESSAGE } from './table-labels';

describe('dealer table labels (grid, filters and spreadsheet)', () => {
  it('given the series column, when labelled, then it is "Modellreihe" as on the rest of the dealer screen', () => {
    expect(DISCOUNT_INFO_COLUMN_LABELS.car_series_name).toBe('Modellreihe');
    expect(DISCOUNT_INFO_COLUMN_LABELS.car_model_id).toBe('Fahrzeug-ID');
  });

  it('given a file row with a car model the brand does not have, when reported, then it is a problem of the id column with the save\'s message', () => {
    expect(unknownCarModelProblem({ row: 7, car_model_id: 'abc' })).toEqual({
      row: 7,
      car_model_id: 'abc',
      column: 'Fahrzeug-ID',
      code: 'unknown_car_model',
      message: UNKNOWN_CAR_MODEL_MESSAGE,
    });
    expect(UNKNOWN_CAR_MODEL_MESSAGE).toBe('Dieses Fahrzeug gibt es bei dieser Marke nicht.');
  });
});
