import { screen } from '@testing-library/react';
import { renderWithTheme } from '@taskflow/ui-core/testing';
import { FormattedText, loadFormatter } from './FormattedText';

const ADA = '3f2a1c4e-8b7d-4e6f-9a1b-2c3d4e5f6a7b';

describe('FormattedText', () => {
  beforeAll(() => loadFormatter());

  it('renders the subset: bold, italics, lists, links, inline code and code blocks', () => {
    const { container } = renderWithTheme(
      <FormattedText
        text={
          '**bold** and _soft_ with `code`\n\n- one\n- two\n\n1. first\n\n[site](https://example.com)\n\n```\nconst a = 1;\n```'
        }
      />,
    );
    expect(container.querySelector('strong')).toHaveTextContent('bold');
    expect(container.querySelector('em')).toHaveTextContent('soft');
    expect(container.querySelector('p code')).toHaveTextContent('code');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['one', 'two', 'first']);
    const link = screen.getByRole('link', { name: 'site' });
    expect(link).toHaveAttribute('href', 'https://example.com');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
    expect(container.querySelector('pre code')).toHaveTextContent('const a = 1;');
  });

  it('turns bare web addresses into links and keeps single line breaks', () => {
    const { container } = renderWithTheme(<FormattedText text={'see https://example.org/x\nnext line'} />);
    expect(screen.getByRole('link', { name: 'https://example.org/x' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.querySelector('br')).not.toBeNull();
  });

  it('shows raw HTML as text and never creates script, image or handler', () => {
    const { container } = renderWithTheme(
      <FormattedText text={'<script>alert(1)</script> <img src=x onerror="alert(2)"> <b>bold?</b>'} />,
    );
    expect(container.querySelector('script, img, b')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container).toHaveTextContent('<script>alert(1)</script>');
    expect(container).toHaveTextContent('<img src=x onerror="alert(2)">');
  });

  it('never links javascript:, data: or other schemes', () => {
    const { container } = renderWithTheme(
      <FormattedText
        text={
          '[click](javascript:alert(1)) [x](JaVaScRiPt:alert(1)) [d](data:text/html,hi) [v](vbscript:x) [f](ftp://a.b)'
        }
      />,
    );
    expect(container.querySelector('a')).toBeNull();
    expect(container).not.toHaveTextContent('alert(1)click');
  });

  it('keeps headings, tables, quotes and images as plain text', () => {
    const { container } = renderWithTheme(
      <FormattedText
        text={'# Title\n\n> quote\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n![pic](https://example.com/a.png)'}
      />,
    );
    expect(container.querySelector('h1, blockquote, table, img')).toBeNull();
    expect(container).toHaveTextContent('# Title');
  });

  it('shows a mention as the current name, falling back to the stored one, never as a link', () => {
    const text = `Hi @[Ada Old](user:${ADA}) and @[Bob](user:11111111-2222-4333-8444-555555555555)`;
    const { container, rerender } = renderWithTheme(
      <FormattedText text={text} mentionName={(id) => (id === ADA ? 'Ada Lovelace' : undefined)} />,
    );
    expect(screen.getByText('@Ada Lovelace')).toHaveAttribute('data-user-id', ADA);
    expect(screen.getByText('@Bob')).toBeInTheDocument();
    expect(container.querySelector('a')).toBeNull();
    rerender(<FormattedText text={text} />);
    expect(screen.getByText('@Ada Old')).toBeInTheDocument();
  });

  it('leaves an email address and a lone @ alone', () => {
    renderWithTheme(<FormattedText text="write @ me" />);
    expect(screen.getByText('write @ me')).toBeInTheDocument();
  });
});
