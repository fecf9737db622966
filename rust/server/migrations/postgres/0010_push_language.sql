-- The interface language a device's pushes are written in (a catalog code: en sk cs hr da bg),
-- set with its push token. NULL for tokens set before: English.
ALTER TABLE push_tokens ADD COLUMN ui_language TEXT;
