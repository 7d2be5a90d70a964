import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { address, transactionDetail } from '../testing/samples';

/** The runs of a value a line may hold whole: the text between its break opportunities. */
const pieces = (element: Element) =>
  Array.from(element.querySelectorAll('span'))
    .filter((span) => span.querySelector('span') === null && span.textContent)
    .map((span) => span.textContent);

describe('a full address or hash on a narrow screen', () => {
  it('wraps only between equal halves of an address and equal quarters of a hash', async () => {
    const tx = transactionDetail('overview', { from: address('alice'), to: address('bob') });
    renderApp(`/transactiondetails/${tx.hash}`, {
      routes: { transactionLookup: { data: { transaction: tx } } },
    });
    const from = await screen.findByText('From', { selector: 'dt' });
    const link = within(from.parentElement!).getByRole('link', { name: tx.from });
    expect(link).toHaveTextContent(tx.from);
    expect(pieces(link)).toEqual([tx.from.slice(0, 17), tx.from.slice(17)]);
    expect(link.querySelectorAll('wbr')).toHaveLength(1);

    const hash = screen.getByText('Hash', { selector: 'dt' }).parentElement!;
    expect(hash).toHaveTextContent(tx.hash);
    expect(pieces(hash)).toEqual([0, 16, 32, 48].map((at) => tx.hash.slice(at, at + 16)));
  });
});
