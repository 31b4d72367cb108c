-- A rematch is an offer the other player accepts or declines: the side that offered it
-- ('white' or 'black'), or 'declined' once the other player said no.
ALTER TABLE games ADD COLUMN rematch_offer TEXT;
