-- An announcement in another language the programme offers (issue 32), as the church wrote it:
-- members whose app is in that language see it and are pushed it in it; the others get the
-- announcement's own words (the programme's first language).
CREATE TABLE announcement_translations (
    announcement_id TEXT NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
    lang            TEXT NOT NULL,             -- a language of programme.json ("es")
    title           TEXT NOT NULL,             -- at most 60 characters
    body            TEXT NOT NULL,             -- at most 280 characters
    PRIMARY KEY (announcement_id, lang)
);
