-- brands.product_count: how many products carry each brand, kept by the products table's statement
-- triggers (one per event, since a trigger with transition tables takes one event). Each adds what
-- its statement changed, brand by brand, so a 10,000-row import updates each brand once and an
-- update that keeps the brand updates none. The brands are locked in id order first, so two writers
-- that touch several brands cannot deadlock.
CREATE FUNCTION products_count_brands() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids bigint[];
  deltas int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(brand_id ORDER BY brand_id), array_agg(n ORDER BY brand_id) INTO ids, deltas
      FROM (SELECT brand_id, count(*)::int AS n FROM new_rows WHERE brand_id IS NOT NULL GROUP BY brand_id) c;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(brand_id ORDER BY brand_id), array_agg(-n ORDER BY brand_id) INTO ids, deltas
      FROM (SELECT brand_id, count(*)::int AS n FROM old_rows WHERE brand_id IS NOT NULL GROUP BY brand_id) c;
  ELSE
    SELECT array_agg(brand_id ORDER BY brand_id), array_agg(n ORDER BY brand_id) INTO ids, deltas
      FROM (
        SELECT brand_id, sum(n)::int AS n
          FROM (SELECT brand_id, 1 AS n FROM new_rows UNION ALL SELECT brand_id, -1 FROM old_rows) x
          WHERE brand_id IS NOT NULL
          GROUP BY brand_id
          HAVING sum(n) <> 0
      ) c;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM 1 FROM brands WHERE id = ANY (ids) ORDER BY id FOR UPDATE;
    UPDATE brands b SET product_count = b.product_count + d.n
      FROM unnest(ids, deltas) AS d (id, n)
      WHERE b.id = d.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_count_brands_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_count_brands();
--> statement-breakpoint
CREATE TRIGGER products_count_brands_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_count_brands();
--> statement-breakpoint
CREATE TRIGGER products_count_brands_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION products_count_brands();
