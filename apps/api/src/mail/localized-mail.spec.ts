import { localizedMail } from './localized-mail';

const texts = {
  en: { subject: 'Hello', text: 'Hello Ann' },
  de: { subject: 'Hallo', text: 'Hallo Ann' },
};

describe('localizedMail', () => {
  it("writes in the recipient's language", () => {
    expect(localizedMail('de', texts)).toEqual(texts.de);
    expect(localizedMail('en', texts)).toEqual(texts.en);
  });

  it('writes English and German while no language was chosen', () => {
    expect(localizedMail(null, texts)).toEqual({
      subject: 'Hello / Hallo',
      text: 'Hello Ann\n\n---\n\nHallo Ann',
    });
  });
});
