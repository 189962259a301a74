import { localizedMail } from './localized-mail';

const texts = {
  en: { subject: 'Hello', text: 'Hello Ann' },
  de: { subject: 'Hallo', text: 'Hallo Ann' },
};

const write = (language: 'de' | 'en') => texts[language];

describe('localizedMail', () => {
  it("writes in the recipient's language", () => {
    expect(localizedMail('de', write)).toEqual(texts.de);
    expect(localizedMail('en', write)).toEqual(texts.en);
  });

  it('writes English and German while no language was chosen', () => {
    expect(localizedMail(null, write)).toEqual({
      subject: 'Hello / Hallo',
      text: 'Hello Ann\n\n---\n\nHallo Ann',
    });
  });
});
