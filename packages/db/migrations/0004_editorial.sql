-- Editorial content written through the API's admin routes and contact form.

CREATE TABLE notifications (
  id bigserial PRIMARY KEY,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_created_idx ON notifications (created_at DESC, id DESC);

CREATE TABLE banners (
  id bigserial PRIMARY KEY,
  title text NOT NULL,
  image_url text,
  link_url text,
  starts_at timestamptz NOT NULL DEFAULT now(),
  ends_at timestamptz,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX banners_window_idx ON banners (starts_at, ends_at);

CREATE TABLE name_tags (
  address text PRIMARY KEY,
  tag text NOT NULL,
  description text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX name_tags_tag_idx ON name_tags (lower(tag) text_pattern_ops);

CREATE TABLE support_tickets (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  subject text NOT NULL,
  message text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered', 'closed')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_tickets_created_idx ON support_tickets (created_at DESC, id DESC);
