import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeBlock } from '../../test/blocks';
import { Divider } from './divider';

describe('divider', () => {
  it('is a separator', () => {
    render(<Divider block={makeBlock({ block_id: 'd1', name: 'divider' })} />);
    expect(screen.getByRole('separator').tagName).toBe('HR');
  });

  it('passes native props to the rule', () => {
    render(<Divider block={makeBlock({ block_id: 'd1', name: 'divider' })} className="extra" id="del-2" />);
    const rule = screen.getByRole('separator');
    expect(rule).toHaveClass('jb-divider', 'extra');
    expect(rule).toHaveAttribute('id', 'del-2');
  });
});
