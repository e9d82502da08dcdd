//! Types that parse at the edge: once built, they are valid.

mod announcement;
mod error_body;
mod guide_mail;
mod journey_summary;
mod mailbox;
mod outbox_mail;
mod prayer_wall;
mod programme_settings;
mod published_recording;
mod push_endpoint;
mod push_subscription;
mod recipient_email;
mod recipient_token;
mod recording;
mod reminder_messages;
mod subscription;
mod summary;
mod tally;
mod watch;

pub use announcement::{
    ANNOUNCEMENT_BODY_MAX_CHARS, ANNOUNCEMENT_TITLE_MAX_CHARS, AnnouncementError, AnnouncementText,
    AnnouncementTranslation, PublishedAnnouncement, PublishedAnnouncements,
};
pub use error_body::ErrorBody;
pub use guide_mail::{
    GuideMailAnswer, GuideMailDelivery, GuideMailForm, GuideMailRequest, GuideMailState,
    minute_text, parse_minute,
};
pub use journey_summary::{JourneyDay, JourneySummary, JourneySummaryRequest};
pub use mailbox::normalized_mailbox;
pub use outbox_mail::{
    AdminSignInMail, ConfirmPurpose, ConfirmationMail, GuideMail, MailKind, OutboxMail, SummaryMail,
};
pub use prayer_wall::{
    AUTHOR_KEY_CHARS, AnsweredRequest, AskRequest, Asked, MINE_MAX_REQUESTS, Mine, MineRequest,
    MyRequest, OwnRequest, PRAYER_REQUEST_MAX_CHARS, PRAYER_THANKS_MAX_CHARS, PrayedRequest,
    PrayerWall, ReportRequest, RequestStatus, TextRefused, WALL_TOKEN_CHARS, WALL_TOKEN_SHAPE,
    WallRequest, WallText, WithdrawRequest, is_base64url,
};
pub use programme_settings::ProgrammeSettings;
pub use published_recording::{PublishedRecording, PublishedRecordings};
pub use push_endpoint::{
    DEFAULT_PUSH_HOSTS, ENDPOINT_MAX_CHARS, EndpointError, PushEndpoint, is_public,
};
pub use push_subscription::{
    BrowserSubscription, BrowserSubscriptionKeys, MemberTimeZone, PreferencesRequest,
    SubscribeRequest, SubscribeResponse, SubscriptionError, TIME_ZONE_MAX_CHARS, ValidSubscription,
    chosen_slots,
};
pub use recipient_email::{EMAIL_MAX_CHARS, RecipientEmail};
pub use recipient_token::{
    DEVICE_TOKEN_PREFIX, DEVICE_TOKENS_STORE, DeviceToken, RECIPIENT_TOKEN_MAX_CHARS, RecipientKeys,
};
pub use recording::{RECORDING_MAX_BYTES, Recording, RecordingRefused};
pub use reminder_messages::{
    Preferences, PushMessage, PushNotification, PushPublicKey, ReminderData, SnoozeRequest,
    Snoozed, TestReminderRequest, TestReminderSent,
};
pub use subscription::{PushTarget, Subscription};
pub use summary::{
    ConfirmCodeRequest, DayActivity, DaySummary, JOURNAL_MAX_CHARS, SummaryDelivery, SummaryError,
    SummaryQueued, SummaryRequest,
};
pub use tally::{
    DayTally, SlotTally, TALLY_SHOWN_FROM, TALLY_TOKEN_CHARS, TallyRequest, shown as tally_shown,
};
pub use watch::{
    KeptRequest, PledgeRequest, WATCH_REMINDER_HOURS_MAX, WatchHour, WatchPlan, WatchReminders,
    WatchRemindersRequest, WatchTurn,
};
