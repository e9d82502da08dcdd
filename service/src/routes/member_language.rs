//! The member's language, read once at the edge: the PWA sends its chosen language as
//! `Accept-Language` on every request (a browser's own list works too), negotiated against the
//! programme's languages ([`crate::content::Language::negotiate`]).

use actix_web::http::header::ACCEPT_LANGUAGE;
use actix_web::{FromRequest, HttpRequest, dev, web};
use utoipa::IntoParams;

use super::ApiError;
use crate::content::{Language, Said, SaidArg};
use crate::state::AppState;

/// The longest `Accept-Language` read: the app sends one code, a browser a short list.
const MAX_CHARS: usize = 256;

/// The language the request asks for, of those the programme offers (the first when none fits).
#[derive(IntoParams)]
#[into_params(parameter_in = Header, names("Accept-Language"))]
pub struct MemberLanguage(
    /// The member's language (`es`, or a browser's list such as `es-MX,es;q=0.9`); any
    /// `es-*` is `es`, and a language the programme does not offer is its first.
    #[param(value_type = Option<String>, max_length = 256)] // MAX_CHARS
    pub  Language,
);

impl MemberLanguage {
    /// The language `req` asks for.
    pub fn of(req: &HttpRequest) -> Language {
        let header = req
            .headers()
            .get(ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok())
            .map(|v| v.chars().take(MAX_CHARS).collect::<String>());
        match req.app_data::<web::Data<AppState>>() {
            Some(state) => state.catalogue.negotiate(header.as_deref()),
            None => Language::negotiate(header.as_deref(), &[]),
        }
    }
}

/// A route's member language: a header longer than the API document allows is refused.
impl FromRequest for MemberLanguage {
    type Error = ApiError;
    type Future = std::future::Ready<Result<Self, Self::Error>>;

    fn from_request(req: &HttpRequest, _: &mut dev::Payload) -> Self::Future {
        let too_long = req
            .headers()
            .get(ACCEPT_LANGUAGE)
            .is_some_and(|v| v.to_str().map_or(v.len(), |s| s.chars().count()) > MAX_CHARS);
        std::future::ready(if too_long {
            let said =
                Said::new("error-accept-language").with("max", SaidArg::Number(MAX_CHARS as i64));
            Err(ApiError::bad_request(said))
        } else {
            Ok(MemberLanguage(Self::of(req)))
        })
    }
}
