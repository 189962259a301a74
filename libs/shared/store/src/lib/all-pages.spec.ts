import { LIST_PAGE_SIZE, LIST_TOTAL_HEADER } from '@taskflow/contracts';
import { fetchAllPages, fetchAllPagesOf } from './all-pages';

/** A list of `rows` served the way the API pages it (limit, offset, the total in X-Total-Count). */
function pagedList(rows: { id: string }[], options: { totalHeader?: boolean; failAt?: number } = {}) {
  const calls: string[] = [];
  const baseQuery = async (path: string) => {
    calls.push(path);
    const query = new URLSearchParams(path.split('?')[1]);
    const offset = Number(query.get('offset'));
    const limit = Number(query.get('limit'));
    if (offset === options.failAt) return { error: { status: 500, message: 'boom' } };
    const total = options.totalHeader === false ? null : String(rows.length);
    const headers = { get: (name: string) => (name.toLowerCase() === LIST_TOTAL_HEADER.toLowerCase() ? total : null) };
    return { data: rows.slice(offset, offset + limit), meta: { response: { headers } } };
  };
  return { baseQuery, calls };
}

const rowsOf = (count: number) => Array.from({ length: count }, (_, index) => ({ id: `task-${index}` }));

describe('fetchAllPages', () => {
  it('reads one page when the list fits in it', async () => {
    const list = pagedList(rowsOf(3));
    expect(await fetchAllPages(list.baseQuery, '/tasks/project/p1')).toEqual({ data: rowsOf(3) });
    expect(list.calls).toEqual([`/tasks/project/p1?limit=${LIST_PAGE_SIZE}&offset=0`]);
  });

  it('reads every page of a list longer than one, in order, keeping the query it was given', async () => {
    const count = LIST_PAGE_SIZE * 2 + 500;
    const list = pagedList(rowsOf(count));
    const result = await fetchAllPages(list.baseQuery, '/tasks/project/p1?clientView=true');
    expect(result.data).toEqual(rowsOf(count));
    expect(list.calls).toEqual(
      [0, LIST_PAGE_SIZE, LIST_PAGE_SIZE * 2].map(
        (offset) => `/tasks/project/p1?clientView=true&limit=${LIST_PAGE_SIZE}&offset=${offset}`,
      ),
    );
  });

  it('keeps a row once when it moved between pages while they were read', async () => {
    const rows = rowsOf(LIST_PAGE_SIZE + 1);
    const list = pagedList([...rows.slice(0, LIST_PAGE_SIZE), rows[LIST_PAGE_SIZE - 1], rows[LIST_PAGE_SIZE]]);
    expect((await fetchAllPages(list.baseQuery, '/tasks')).data).toEqual(rows);
  });

  it('answers the error of any page, not a part of the list', async () => {
    const list = pagedList(rowsOf(LIST_PAGE_SIZE * 3), { failAt: LIST_PAGE_SIZE * 2 });
    expect(await fetchAllPages(list.baseQuery, '/tasks')).toEqual({ error: { status: 500, message: 'boom' } });
  });

  it('takes the first page as the whole list when no total is given', async () => {
    const list = pagedList(rowsOf(LIST_PAGE_SIZE + 10), { totalHeader: false });
    expect((await fetchAllPages(list.baseQuery, '/tasks')).data).toHaveLength(LIST_PAGE_SIZE);
    expect(list.calls).toHaveLength(1);
  });
});

describe('fetchAllPagesOf', () => {
  type Overview = { members: { id: string }[]; seats: number };
  const overviewList = (rows: { id: string }[], options: { failAt?: number } = {}) => {
    const list = pagedList(rows, options);
    const baseQuery = async (path: string) => {
      const page = await list.baseQuery(path);
      return page.error ? page : { data: { members: page.data ?? [], seats: 7 }, meta: page.meta };
    };
    return { baseQuery, calls: list.calls };
  };
  const membersOf = (overview: Overview) => overview.members;
  const withMembers = (first: Overview, members: { id: string }[]) => ({ ...first, members });

  it("answers the first page's object with the rows of every page in it", async () => {
    const count = LIST_PAGE_SIZE + 5;
    const list = overviewList(rowsOf(count));
    const result = await fetchAllPagesOf(list.baseQuery, '/team/members', membersOf, withMembers);
    expect(result).toEqual({ data: { members: rowsOf(count), seats: 7 } });
    expect(list.calls).toEqual(
      [0, LIST_PAGE_SIZE].map((offset) => `/team/members?limit=${LIST_PAGE_SIZE}&offset=${offset}`),
    );
  });

  it('answers the error of any page', async () => {
    const list = overviewList(rowsOf(LIST_PAGE_SIZE + 1), { failAt: LIST_PAGE_SIZE });
    expect(await fetchAllPagesOf(list.baseQuery, '/team/members', membersOf, withMembers)).toEqual({
      error: { status: 500, message: 'boom' },
    });
  });
});
