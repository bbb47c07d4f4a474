import { documentFileName } from './document-file-name';

describe('documentFileName', () => {
  it.each([
    ['IMG_0412.jpg', 'IMG_0412.PNG', 'image/jpeg'],
    ['rate con 7734120.pdf', 'rate con 7734120.pdf', 'application/pdf'],
    ['BOL.jpg', 'C:\\Users\\dispatch\\Downloads\\BOL.jpeg', 'image/jpeg'],
    ['passwd.pdf', '../../etc/passwd', 'application/pdf'],
    ['bol script.pdf', 'bol"\u0000\r\n<script>.pdf', 'application/pdf'],
    ['hidden.pdf', '.hidden.pdf', 'application/pdf'],
    ['document.jpg', '', 'image/jpeg'],
    ['document.pdf', undefined, 'application/pdf'],
    ['confirmación de tarifa.pdf', 'confirmación de tarifa.PDF', 'application/pdf'],
  ] as const)('stores %s (upload %#)', (stored, name, type) => {
    expect(documentFileName(name, type)).toBe(stored);
  });

  it('cuts a very long name to 120 characters before the extension', () => {
    const stored = documentFileName(`${'x'.repeat(500)}.jpg`, 'image/jpeg');
    expect(stored).toBe(`${'x'.repeat(120)}.jpg`);
  });
});
