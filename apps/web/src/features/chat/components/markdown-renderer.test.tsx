// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Markdown } from './markdown-renderer';

afterEach(cleanup);

describe('Markdown from the model', () => {
  it('never turns raw HTML into elements, and keeps it readable as text', () => {
    const { container } = render(
      <Markdown>
        {
          'Make the <button> orange.\n\n<script>alert(1)</script>\n\n<img src="https://evil.test/x.png" onerror="alert(1)">'
        }
      </Markdown>,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('button')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('Make the <button> orange.');
    expect(container.textContent).toContain('<script>alert(1)</script>');
  });

  it('shows a remote image as its alt text and address, without loading it', () => {
    const { container } = render(
      <Markdown>{'Here: ![A cosy cafe](https://images.example.com/cafe.jpg)'}</Markdown>,
    );
    expect(container.querySelector('img')).toBeNull();
    const link = screen.getByRole('link', { name: 'A cosy cafe' });
    expect(link).toHaveProperty('href', 'https://images.example.com/cafe.jpg');
  });

  it('opens links in a new tab without handing over the opener, and drops javascript: URLs', () => {
    const { container } = render(
      <Markdown>{'[docs](https://kiln.dev/docs) and [bad](javascript:alert(1))'}</Markdown>,
    );
    const docs = screen.getByRole('link', { name: 'docs' });
    expect(docs.getAttribute('target')).toBe('_blank');
    expect(docs.getAttribute('rel')).toContain('noopener');
    expect(container.innerHTML).not.toContain('javascript:');
  });

  it('renders GitHub-flavoured markdown: lists, code and tables', () => {
    const { container } = render(
      <Markdown>{'- one\n- two\n\n`code`\n\n| a | b |\n|---|---|\n| 1 | 2 |'}</Markdown>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(container.querySelector('code')?.textContent).toBe('code');
    expect(screen.getByRole('table')).toBeDefined();
  });
});
