import { LIST_PAGE_SIZE, LIST_TOTAL_HEADER, type PageQuery } from '@taskflow/contracts';
import type { FastifyReply } from 'fastify';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/** One page of a list and the number of all rows that match. */
export interface ListPage<T> {
  items: T[];
  total: number;
}

/** Where a page starts and how many rows it holds (TypeORM's `skip`/`take`: right with joined relations too). */
export function pageWindow(page: PageQuery = {}): { skip: number; take: number } {
  return { skip: page.offset ?? 0, take: page.limit ?? LIST_PAGE_SIZE };
}

export async function pageOf<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  page: PageQuery = {},
): Promise<ListPage<T>> {
  const { skip, take } = pageWindow(page);
  const [items, total] = await query.skip(skip).take(take).getManyAndCount();
  return { items, total };
}

/**
 * How many rows `query` finds, counted as they are (`COUNT(*)`). Only for a query whose joins are all many-to-one, so
 * each of its rows is one counted row: TypeORM's getCount() counts distinct ids instead (hashing or sorting every id)
 * and keeps the selected joins; here a join nothing reads is left to PostgreSQL to drop, and a count can be answered
 * from an index alone.
 */
export async function countRows<T extends ObjectLiteral>(query: SelectQueryBuilder<T>): Promise<number> {
  const row = await query.clone().select('COUNT(*)', 'count').orderBy().getRawOne<{ count: string }>();
  return Number(row?.count ?? 0);
}

export function mapPage<T, V>(page: ListPage<T>, toView: (item: T) => V): ListPage<V> {
  return { items: page.items.map(toView), total: page.total };
}

/** A page whose items PostgreSQL wrote as JSON: `json` is the text of the answer's array, passed through as is. */
export interface JsonListPage {
  json: string;
  total: number;
}

/**
 * The page's JSON text as the answer (it still gets its ETag, so conditional GETs keep working); the total in
 * the X-Total-Count header. Declared as the contract type the text holds.
 */
export function answerJsonPage<T>(response: FastifyReply, page: JsonListPage): T[] {
  setPageTotal(response, page.total);
  response.type('application/json');
  return page.json as unknown as T[];
}

/** The page's rows as the answer; their total in the X-Total-Count header. */
export function answerPage<T>(response: FastifyReply, page: ListPage<T>): T[] {
  setPageTotal(response, page.total);
  return page.items;
}

/** The total of a page answered inside an object (e.g. the team overview's `members`), in the X-Total-Count header. */
export function setPageTotal(response: FastifyReply, total: number): void {
  response.header(LIST_TOTAL_HEADER, String(total));
}
