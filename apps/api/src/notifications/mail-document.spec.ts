import { renderMail, type MailDocument } from './mail-document';

const document = (language: 'de' | 'en'): MailDocument => ({
  subject: language === 'en' ? 'New <task>' : 'Neue <Aufgabe>',
  greeting: language === 'en' ? 'Hello Ann,' : 'Hallo Ann,',
  blocks: [
    { paragraph: language === 'en' ? 'Bob commented:' : 'Bob hat kommentiert:' },
    { quote: 'Use <b>bold</b> & "quotes"\nsecond line' },
    { items: [{ text: 'Logo', url: 'https://app.example/t?a=1&b=2' }] },
  ],
  action: { label: language === 'en' ? 'Open' : 'Öffnen', url: 'https://app.example/dashboard' },
  footer: 'Settings',
  unsubscribeLabel: 'Unsubscribe',
});

describe('renderMail', () => {
  it('writes plain text and escaped HTML in the reader’s language, with the unsubscribe link', () => {
    const mail = renderMail('en', document, 'https://api.example/u?token=x');

    expect(mail.subject).toBe('New <task>');
    expect(mail.text).toContain('Hello Ann,\n\nBob commented:\n\n> Use <b>bold</b> & "quotes"\n> second line');
    expect(mail.text).toContain('- Logo\n  https://app.example/t?a=1&b=2');
    expect(mail.text).toContain('Open: https://app.example/dashboard');
    expect(mail.text).toContain('Unsubscribe: https://api.example/u?token=x');
    expect(mail.html).toContain('Use &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quotes&quot;<br>second line');
    expect(mail.html).toContain('<a href="https://app.example/t?a=1&amp;b=2">Logo</a>');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).not.toContain('<b>bold</b>');
  });

  it('writes English and German while the reader chose no language', () => {
    const mail = renderMail(null, document, 'https://api.example/u');

    expect(mail.subject).toBe('New <task> / Neue <Aufgabe>');
    expect(mail.text.indexOf('Hello Ann,')).toBeLessThan(mail.text.indexOf('Hallo Ann,'));
    expect(mail.text).toContain('\n\n---\n\n');
  });
});
