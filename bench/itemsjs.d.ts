// itemsjs ships no type declarations; the benchmark uses only this much of it.
declare module "itemsjs" {
  type SearchResult = {
    pagination: { total: number };
    data: {
      items: unknown[];
      aggregations: Record<string, { buckets: { key: string; doc_count: number }[] }>;
    };
  };
  type Engine = { search: (options: Record<string, unknown>) => SearchResult };
  export default function itemsjs(data: unknown[], configuration: Record<string, unknown>): Engine;
}
