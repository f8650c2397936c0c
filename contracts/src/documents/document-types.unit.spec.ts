import { acceptedDocumentContentType, isDocumentContentType } from './document-types';

describe('isDocumentContentType', () => {
  it('allows PDF, JPEG and PNG only', () => {
    expect(['application/pdf', 'image/jpeg', 'image/png'].every(isDocumentContentType)).toBe(true);
    expect(['image/gif', 'text/html', '', 'application/PDF'].some(isDocumentContentType)).toBe(false);
  });
});

describe('acceptedDocumentContentType', () => {
  it('takes the type the browser names', () => {
    expect(acceptedDocumentContentType({ type: 'image/png', name: 'scan' })).toBe('image/png');
  });

  it('judges a file without a type by its extension, in any case', () => {
    expect(acceptedDocumentContentType({ type: '', name: 'Gehalt.pdf' })).toBe('application/pdf');
    expect(acceptedDocumentContentType({ type: '', name: 'FOTO.JPG' })).toBe('image/jpeg');
    expect(acceptedDocumentContentType({ type: '', name: 'foto.jpeg' })).toBe('image/jpeg');
    expect(acceptedDocumentContentType({ type: '', name: 'ausweis.png' })).toBe('image/png');
  });

  it('refuses other types, other extensions and names that only look like a key of the map', () => {
    expect(acceptedDocumentContentType({ type: 'image/gif', name: 'bild.pdf' })).toBeUndefined();
    expect(acceptedDocumentContentType({ type: '', name: 'bild.gif' })).toBeUndefined();
    expect(acceptedDocumentContentType({ type: '', name: 'ohne-endung' })).toBeUndefined();
    expect(acceptedDocumentContentType({ type: '', name: 'x.constructor' })).toBeUndefined();
  });
});
