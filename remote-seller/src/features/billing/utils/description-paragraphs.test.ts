import { descriptionParagraphs } from './description-paragraphs';

describe('descriptionParagraphs', () => {
  it('turns blocks, list items and line breaks into paragraphs of plain text', () => {
    expect(descriptionParagraphs('<p>A <strong>bakery</strong>  in Leeds.</p><ul><li>Ovens</li><li>Vans</li></ul>Lease<br>to 2030')).toEqual([
      'A bakery in Leeds.',
      'Ovens',
      'Vans',
      'Lease',
      'to 2030',
    ]);
  });

  it('keeps markup as text and runs nothing', () => {
    expect(descriptionParagraphs('<p>&lt;b&gt;5 &amp; 6</p><img src=x onerror="alert(1)">')).toEqual(['<b>5 & 6']);
  });
});
