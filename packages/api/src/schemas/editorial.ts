import { type Static, Type } from 'typebox';
import { Address, StatusEnvelope, Timestamp } from './common.js';

/** A notification of the header's panel (spec: _id, message, createdAt). */
export const Notification = Type.Object({
  _id: Type.String(),
  message: Type.String(),
  createdAt: Timestamp,
});
export type Notification = Static<typeof Notification>;

/** `/api/getmsg`: the startup probe and the notifications panel; newest first. */
export const NotificationsResponse = StatusEnvelope(Type.Array(Notification));
export type NotificationsResponse = Static<typeof NotificationsResponse>;

export const Banner = Type.Object({
  id: Type.String(),
  title: Type.String(),
  imageUrl: Type.Union([Type.String(), Type.Null()]),
  linkUrl: Type.Union([Type.String(), Type.Null()]),
  startsAt: Timestamp,
  endsAt: Type.Union([Timestamp, Type.Null()]),
});
export type Banner = Static<typeof Banner>;

/** `/wallet/getActiveBanners`: banners whose window contains now, in display order. */
export const BannersResponse = Type.Object({ banners: Type.Array(Banner) });
export type BannersResponse = Static<typeof BannersResponse>;

export const NameTag = Type.Object({
  address: Address,
  tag: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
});
export type NameTag = Static<typeof NameTag>;

export const NameTagsResponse = Type.Object({ tags: Type.Array(NameTag) });
export type NameTagsResponse = Static<typeof NameTagsResponse>;

export const NameTagQuery = Type.Object({ address: Type.Optional(Address) });
export type NameTagQuery = Static<typeof NameTagQuery>;

/** Admin writes (bearer ADMIN_TOKEN). */
export const CreateNotificationBody = Type.Object({
  message: Type.String({ minLength: 1, maxLength: 2000 }),
});
export type CreateNotificationBody = Static<typeof CreateNotificationBody>;

/** A web address the explorer may put in a page: http(s) only, never `javascript:` or `data:`. */
const WebUrl = Type.String({
  format: 'uri',
  pattern: '^https?://',
  maxLength: 2000,
  description: 'an http or https URL',
});

export const CreateBannerBody = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 200 }),
  imageUrl: Type.Optional(WebUrl),
  linkUrl: Type.Optional(WebUrl),
  startsAt: Type.Optional(Timestamp),
  endsAt: Type.Optional(Timestamp),
  position: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
});
export type CreateBannerBody = Static<typeof CreateBannerBody>;

export const PutNameTagBody = Type.Object({
  address: Address,
  tag: Type.String({ minLength: 1, maxLength: 64 }),
  description: Type.Optional(Type.String({ maxLength: 500 })),
});
export type PutNameTagBody = Static<typeof PutNameTagBody>;

export const CreatedResponse = Type.Object({ id: Type.String() });
export type CreatedResponse = Static<typeof CreatedResponse>;

/** The contact form's categories, in the form's order. */
export const SupportCategory = Type.Union(
  [
    Type.Literal('General question'),
    Type.Literal('Bug report'),
    Type.Literal('Contract verification'),
    Type.Literal('Token information'),
    Type.Literal('API access'),
    Type.Literal('Partnership'),
    Type.Literal('Other'),
  ],
  { description: 'the subject area of the request' },
);
export type SupportCategory = Static<typeof SupportCategory>;

/** `/support/create`: a support ticket from the contact form. */
export const SupportBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  email: Type.String({ format: 'email', maxLength: 200 }),
  category: SupportCategory,
  subject: Type.String({ minLength: 1, maxLength: 200 }),
  message: Type.String({ minLength: 1, maxLength: 5000 }),
  website: Type.Optional(
    Type.String({
      maxLength: 500,
      description:
        'honeypot: a field people never see, left empty; a request that fills it is answered as received and not stored',
    }),
  ),
});
export type SupportBody = Static<typeof SupportBody>;

export const SupportResponse = Type.Object({
  status: Type.Integer(),
  message: Type.String(),
  id: Type.String(),
});
export type SupportResponse = Static<typeof SupportResponse>;
