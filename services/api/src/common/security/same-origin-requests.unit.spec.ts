import { stateChangingRequestProblem, type StateChangingRequest } from './same-origin-requests';

const PUBLIC = 'https://www.autoleasing.example';
const request = (over: Partial<StateChangingRequest> & { headers?: StateChangingRequest['headers'] }): StateChangingRequest => ({
  method: 'POST',
  url: '/api/v1/deals',
  ownOrigin: 'http://10.0.0.5:3000',
  ...over,
  headers: { 'content-type': 'application/json', 'content-length': '2', ...over.headers },
});
const code = (r: StateChangingRequest) => stateChangingRequestProblem(r, PUBLIC)?.code ?? null;

describe('stateChangingRequestProblem', () => {
  it('given a JSON post from the public origin, when checked, then it passes', () => {
    expect(code(request({ headers: { origin: PUBLIC } }))).toBeNull();
  });
  it('given the origin the request reached (behind no proxy), when checked, then it passes', () => {
    expect(code(request({ headers: { origin: 'http://10.0.0.5:3000' } }))).toBeNull();
  });
  it('given another origin, "null" or a same-site fetch, when checked, then it is cross_origin_request', () => {
    expect(code(request({ headers: { origin: 'https://evil.example' } }))).toBe('cross_origin_request');
    expect(code(request({ headers: { origin: 'null' } }))).toBe('cross_origin_request');
    expect(code(request({ headers: { 'sec-fetch-site': 'same-site' } }))).toBe('cross_origin_request');
    expect(code(request({ headers: { 'sec-fetch-site': 'cross-site' } }))).toBe('cross_origin_request');
  });
  it('given no Origin and Sec-Fetch-Site none or same-origin or absent, when checked, then it passes', () => {
    expect(code(request({ headers: { 'sec-fetch-site': 'none' } }))).toBeNull();
    expect(code(request({ headers: { 'sec-fetch-site': 'same-origin' } }))).toBeNull();
    expect(code(request({}))).toBeNull();
  });
  it('given a form, text or multipart body outside the upload target, when checked, then it is json_required (415)', () => {
    expect(stateChangingRequestProblem(request({ headers: { 'content-type': 'application/x-www-form-urlencoded' } }), PUBLIC)?.statusCode).toBe(415);
    expect(code(request({ headers: { 'content-type': 'text/plain;charset=UTF-8' } }))).toBe('json_required');
    expect(code(request({ headers: { 'content-type': 'multipart/form-data; boundary=x' } }))).toBe('json_required');
    expect(code(request({ url: '/api/v1/uploads', headers: { 'content-type': 'multipart/form-data; boundary=x' } }))).toBeNull();
    // The discount table import (issue 21) takes its file as multipart too; only under a dealer id.
    const importPath = '/api/v1/dealers/00000000-0000-4000-8000-0000000000d1/discounts/import?dry_run=true';
    expect(code(request({ url: importPath, headers: { 'content-type': 'multipart/form-data; boundary=x' } }))).toBeNull();
    expect(code(request({ url: '/api/v1/dealers/x/discounts/import', headers: { 'content-type': 'multipart/form-data; boundary=x' } }))).toBe('json_required');
  });
  it('given a body without a content type, when checked, then it is json_required; without a body it passes', () => {
    expect(code(request({ headers: { 'content-type': undefined } }))).toBe('json_required');
    expect(code(request({ headers: { 'content-type': undefined, 'content-length': '0' } }))).toBeNull();
  });
  it('given a GET from anywhere, when checked, then it passes', () => {
    expect(code(request({ method: 'GET', headers: { origin: 'https://evil.example', 'content-type': 'text/plain' } }))).toBeNull();
  });
});
