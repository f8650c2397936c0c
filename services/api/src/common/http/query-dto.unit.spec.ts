import { DomainError } from '@autoleasing/domain';
import { invalidParameter } from './query-parameters';
import { parseQueryDto, QueryValue, type QueryParser } from './query-dto';

const calls: string[] = [];

/** A whole number from 1, counting how often it is asked. */
const countedPage: QueryParser<number> = (raw, key) => {
  calls.push(key);
  const value = Number(raw ?? '1');
  if (!Number.isInteger(value) || value < 1) throw invalidParameter(key);
  return value;
};

class PagedQueryDto {
  @QueryValue(countedPage) page!: number;
  @QueryValue(countedPage) per_page!: number;
}

describe('parseQueryDto', () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it('given valid parameters, then each is parsed once and the DTO holds the parsed values', () => {
    expect(parseQueryDto(PagedQueryDto, { page: '3' })).toEqual(Object.assign(new PagedQueryDto(), { page: 3, per_page: 1 }));
    expect(calls.sort()).toEqual(['page', 'per_page']);
  });

  it('given an invalid parameter, then its own 400 invalid_parameter', () => {
    expect(() => parseQueryDto(PagedQueryDto, { page: '0' })).toThrow(DomainError);
    expect(() => parseQueryDto(PagedQueryDto, { page: '0' })).toThrow(expect.objectContaining({ code: 'invalid_parameter' }));
  });

  it('given an undeclared key, then 400 unknown_parameter', () => {
    expect(() => parseQueryDto(PagedQueryDto, { sort: 'name' })).toThrow(expect.objectContaining({ code: 'unknown_parameter' }));
  });
});
