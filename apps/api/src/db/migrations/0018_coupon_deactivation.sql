-- Staff may deactivate a coupon (docs/product-rules.md, "Coupons"): from then on it cannot be
-- added to an account or used in an order; orders that already used it keep it.
ALTER TABLE coupons ADD COLUMN deactivated_at timestamptz;

-- claim_coupon (0006) also refuses a deactivated coupon. place_orders holds the coupon's row
-- lock when it calls this, so a deactivation committed before it is always seen.
CREATE OR REPLACE FUNCTION claim_coupon(p_user_id integer, p_coupon_id integer, p_order_id integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT FROM coupons WHERE id = p_coupon_id AND deactivated_at IS NOT NULL) THEN
    RAISE EXCEPTION 'coupon_deactivated';
  END IF;
  UPDATE user_coupons SET order_id = p_order_id
   WHERE user_id = p_user_id AND coupon_id = p_coupon_id AND order_id IS NULL;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'coupon_already_used';
  END IF;
  UPDATE coupons SET times_used = times_used + 1
   WHERE id = p_coupon_id AND times_used < usage_limit;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'coupon_limit_reached';
  END IF;
END $$;
