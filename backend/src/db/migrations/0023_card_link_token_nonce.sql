-- A card-update link's token is derived from this random nonce under a server key, so a decline email can
-- carry the same link again while it is open (docs/decisions/0371). Null on links made before.
ALTER TABLE "card_update_links" ADD COLUMN "token_nonce" text;
