import { parseQueryDto } from '../../../common/http/query-dto';
import { parseProductDetailRequest } from '../queries/product-detail/product-detail.request.dto';
import { parseSearchOffersRequest } from '../queries/search-offers/search-offers.request.dto';
import { carSeriesSlugsOf, TrimLevelsQueryDto } from '../queries/trim-levels/trim-levels.request.dto';
import { FinanceDetailsQueryDto } from '../queries/finance-details/finance-details.request.dto';
import { CustomerGroupQueryDto, DetailLastSeenQueryDto } from './query-dtos';

const ID = '6f1c2b9e-4d3a-4b8e-9c1f-2a7d5e8b0c11';
const code = (run: () => unknown) => {
  try {
    run();
    return 'ok';
  } catch (error) {
    return (error as { code: string }).code;
  }
};

describe('catalogue query DTOs', () => {
  it('check customer_group in the pipe, and only the plain customer_type value (its B/P rule depends on customer_group)', () => {
    expect(code(() => parseQueryDto(CustomerGroupQueryDto, { customer_group: 'x' }))).toBe('invalid_customer_group');
    expect(code(() => parseQueryDto(CustomerGroupQueryDto, { customer_group: ['b2b', 'b2c'] }))).toBe('invalid_parameter');
    expect(parseQueryDto(CustomerGroupQueryDto, { customer_group: 'b2b', customer_type: 'X' })).toMatchObject({ customer_group: 'b2b', customer_type: 'X' });
  });

  it('keep the car details lenient: anything but b2c or P is b2b, none chosen is undefined', () => {
    const request = (query: Record<string, string | string[]>) => parseProductDetailRequest(ID, parseQueryDto(DetailLastSeenQueryDto, query));
    expect(request({ customer_group: 'nonsense' }).customerGroup).toBe('b2b');
    expect(request({ customer_type: 'P' }).customerGroup).toBe('b2c');
    expect(request({}).customerGroup).toBeUndefined();
    expect(request({ 'last_seen_car_ids[]': [ID.toUpperCase(), ID] }).lastSeenCarIds).toEqual([ID]);
    expect(code(() => request({ last_seen_car_ids: 'not-a-uuid' }))).toBe('invalid_parameter');
  });

  it('answer km_per_year errors as km on finance details, with the allowed values', () => {
    expect(code(() => parseQueryDto(FinanceDetailsQueryDto, { km_per_year: '12345' }))).toBe('invalid_parameter');
    expect(parseQueryDto(FinanceDetailsQueryDto, { months: '48', km_per_year: '15000' })).toMatchObject({ months: 48, km_per_year: 15000 });
  });

  it('read the search control parameters only in their plain form', () => {
    expect(parseSearchOffersRequest({ page: '3', size: '20', sort: 'horsepower' })).toMatchObject({ page: 3, size: 20, sort: 'horsepower' });
    expect(code(() => parseSearchOffersRequest({ 'page[]': '2' }))).toBe('unknown_parameter');
  });

  it('take car_series and the bracket forms of trim levels', () => {
    expect(carSeriesSlugsOf(parseQueryDto(TrimLevelsQueryDto, { 'car_series[]': ['a-1', 'b'], 'customer_group[]': 'b2c' }))).toEqual(['a-1', 'b']);
    expect(carSeriesSlugsOf(parseQueryDto(TrimLevelsQueryDto, { car_series: 'a,b' }))).toEqual(['a', 'b']);
    expect(code(() => parseQueryDto(TrimLevelsQueryDto, { 'customer_group[]': 'x' }))).toBe('invalid_customer_group');
    expect(code(() => parseQueryDto(TrimLevelsQueryDto, { other: '1' }))).toBe('unknown_parameter');
  });
});
