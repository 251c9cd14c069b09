-- Scratch seed for docs/decisions/007: 100k published articles of word salad with a
-- Zipf-like word frequency (index = floor(5000 ^ random())), two years of dates.
create temp table vocab as
  select n, (array['ka','lo','mi','ne','ru','sa','ti','vo','za','pe','do','gu'])[1 + n % 12]
          || (array['bar','den','fil','gom','hut','jin','kel','lum','mor','nap','pix','rud'])[1 + (n / 12) % 12]
          || (array['a','e','i','o','u','ar','en','ix','ol','um'])[1 + (n / 144) % 10]
          || case when n >= 1440 then (n / 1440)::text else '' end as w
  from generate_series(0, 4999) n;
create temp table words as select array_agg(w order by n) a from vocab;
drop index if exists articles_search_idx, articles_title_trgm_idx;
insert into articles (slug, title, category, description, content, status, published_at, created_at)
select 'story-' || g, t.title, (array['India','World','Health','Jobs','Sports','Technology','IPO','Business','Entertainment','Other'])[1 + g % 10],
       t.descr, '<p>' || t.body || '</p>', 'published',
       now() - (g::float / 100000) * interval '730 days', now() - (g::float / 100000) * interval '730 days'
from generate_series(1, 100000) g,
lateral (select
  (select string_agg(a[1 + floor(power(5000, random()))::int - 1], ' ') from words, generate_series(1, 8 + g % 3)) title,
  (select string_agg(a[1 + floor(power(5000, random()))::int - 1], ' ') from words, generate_series(1, 25 + g % 5)) descr,
  (select string_agg(a[1 + floor(power(5000, random()))::int - 1], ' ') from words, generate_series(1, 300 + (g % 7) * 50)) body
) t;
create index articles_search_idx on articles using gin (search);
create index articles_title_trgm_idx on articles using gin (title gin_trgm_ops);
vacuum analyze articles;
