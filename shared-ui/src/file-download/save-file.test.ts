import { objectUrlOrError, saveObjectUrl } from './save-file';

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('saveObjectUrl', () => {
  it('clicks a hidden link that downloads the file under its name, then revokes the URL and removes the link', () => {
    jest.useFakeTimers();
    URL.revokeObjectURL = jest.fn();
    const clicked: { download: string; href: string; attached: boolean }[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href, attached: document.body.contains(this) });
    });

    saveObjectUrl('invoice-12.pdf', 'blob:http://localhost/abc');

    expect(clicked).toEqual([{ download: 'invoice-12.pdf', href: 'blob:http://localhost/abc', attached: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/abc');
  });
});

describe('objectUrlOrError', () => {
  it('answers an object URL of a successful body', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:pdf');
    expect(await objectUrlOrError(new Response('%PDF-1.7', { status: 200 }))).toBe('blob:pdf');
    expect(URL.createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
  });

  it("answers a failure's JSON parsed, or its text", async () => {
    expect(await objectUrlOrError(new Response('{"message":"Not yours."}', { status: 404 }))).toEqual({ message: 'Not yours.' });
    expect(await objectUrlOrError(new Response('Bad gateway', { status: 502 }))).toBe('Bad gateway');
  });
});
