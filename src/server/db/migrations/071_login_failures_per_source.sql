-- Issue 46 part 6: failed sign-ins are counted per (email, source), where the source is the client address,
-- a browser the owner signed in from before, or a signed-in session; the row with source '*' is the email's
-- global count, which only slows checks down and never locks. Existing rows become the '' source and expire.
ALTER TABLE login_failures ADD COLUMN source text NOT NULL DEFAULT '';
ALTER TABLE login_failures DROP CONSTRAINT login_failures_pkey;
ALTER TABLE login_failures ADD PRIMARY KEY (email, source);
