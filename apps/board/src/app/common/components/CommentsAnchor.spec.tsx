import { render, screen, waitFor } from '@testing-library/react';
import { CommentsAnchor } from './CommentsAnchor';

const thread = (
  <>
    <h3>Comments</h3>
    <textarea aria-label="Comment" />
  </>
);

describe('CommentsAnchor', () => {
  it('focuses the composer when the modal was opened for the comments', async () => {
    render(
      <CommentsAnchor active taskId="t1">
        {thread}
      </CommentsAnchor>,
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveFocus());
  });

  it('leaves the focus alone otherwise', async () => {
    render(
      <CommentsAnchor active={false} taskId="t1">
        {thread}
      </CommentsAnchor>,
    );
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.getByRole('textbox', { name: 'Comment' })).not.toHaveFocus();
  });
});
