import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QueryState, type QueryLike } from './query-state';

const list = (query: QueryLike<string[]>, props: { empty?: string } = {}) =>
  render(
    <QueryState query={query} loading="Loading the orders…" error="Could not load the orders." {...props}>
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );

describe('QueryState', () => {
  it('when the first answer is awaited, then the screen’s loading words are a polite status', () => {
    list({ isLoading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the orders…');
  });

  it('when no loading words are given, then the shop’s Loading... shows', () => {
    render(
      <QueryState query={{ isLoading: true }} error="Failed">
        {() => null}
      </QueryState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('when the query failed, then the screen’s words are an alert', () => {
    list({ isLoading: false, isError: true, error: { status: 500, data: {} } });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the orders.');
  });

  it('when the error is worded by the answer, then it reads the status the API sent', () => {
    render(
      <QueryState
        query={{ isLoading: false, isError: true, error: { status: 404, data: {} } }}
        error={(problem) => (problem?.status === 404 ? 'This kit is gone.' : 'Could not load the kit.')}
      >
        {() => null}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This kit is gone.');
  });

  it('when the list is empty, then the empty words stand in a panel where the list would', () => {
    list({ isLoading: false, data: [] }, { empty: 'No orders yet.' });
    expect(screen.getByText('No orders yet.')).toHaveClass('rounded-xl', 'py-10', 'text-center');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('when the data has come, then the list shows, even while a newer request runs', () => {
    list({ isLoading: false, data: ['Glue', 'Ink'] }, { empty: 'No orders yet.' });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Glue', 'Ink']);
  });

  it('when an element stands in for loading or the error, then it shows as it is', () => {
    const { rerender } = render(
      <QueryState query={{ isLoading: true }} loading={<p>Skeleton</p>} error={<p>Try again</p>}>
        {() => null}
      </QueryState>,
    );
    expect(screen.getByText('Skeleton')).toBeInTheDocument();
    rerender(
      <QueryState
        query={{ isLoading: false, isError: true }}
        loading={<p>Skeleton</p>}
        error={<p>Try again</p>}
      >
        {() => null}
      </QueryState>,
    );
    expect(screen.getByText('Try again')).not.toHaveAttribute('role');
  });
});
