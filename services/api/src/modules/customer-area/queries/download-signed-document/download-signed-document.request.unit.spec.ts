import { parseQueryDto } from '../../../../common/http/query-dto';
import { DownloadSignedDocumentQueryDto } from './download-signed-document.request.dto';

const LINK = { customer: '6f1c2b9e-4d3a-4b8e-9c1f-2a7d5e8b0c11', expires: '1900000000', signature: 'a'.repeat(64) };
const answer = (query: Record<string, string | string[]>) => {
  try {
    return parseQueryDto(DownloadSignedDocumentQueryDto, query);
  } catch (error) {
    return { kind: (error as { kind: string }).kind, code: (error as { code: string }).code };
  }
};

describe('the signed download link query', () => {
  it('reads the three parts and ignores keys a viewer appends', () => {
    expect(answer({ ...LINK, utm_source: 'mail' })).toMatchObject({ customer: LINK.customer, expires: 1900000000, signature: LINK.signature });
  });

  it('answers a missing, repeated or malformed part like a missing file (404), never 400', () => {
    const broken = [{ customer: undefined }, { customer: 'x' }, { expires: '1e9' }, { expires: ['1', '2'] }, { signature: 'zz' }, { signature: '' }];
    for (const change of broken) {
      const query = Object.fromEntries(Object.entries({ ...LINK, ...change }).filter(([, v]) => v !== undefined)) as Record<string, string | string[]>;
      expect(answer(query)).toEqual({ kind: 'not_found', code: 'document_not_found' });
    }
  });
});
