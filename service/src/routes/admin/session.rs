//! Who may use the admin area, as extractors: a page is opened ([`Opened`]: the area is on) or a
//! form is sent from the area's own pages ([`Posted`]: on, its `Origin`, the client within its
//! tries), by a visitor ([`Visitor`]: the session cookie, signed in or not) or an administrator
//! ([`Administrator`]: signed in, else on to `/admin`). A refusal is the page that says why.

use std::future::Future;
use std::marker::PhantomData;
use std::pin::Pin;

use actix_web::error::InternalError;
use actix_web::{FromRequest, HttpRequest, HttpResponse, dev, web};

use super::{SESSION_COOKIE, guard, off, see_admin, unavailable};
use crate::app::admin;
use crate::app::admin_overview::now_ms;
use crate::state::AppState;

/// How a request reached the admin area, and what it must pass for that.
pub trait Door: Sized + 'static {
    fn pass(req: &HttpRequest, state: &AppState) -> impl Future<Output = Option<HttpResponse>>;
}

/// A page opened: the admin area is on (else its 404 page).
pub struct Opened;

/// A form sent from the admin area's own pages: on, from its origin, within the client's tries.
pub struct Posted;

impl Door for Opened {
    async fn pass(_req: &HttpRequest, state: &AppState) -> Option<HttpResponse> {
        state.admin.admins.is_empty().then(|| off(state))
    }
}

impl Door for Posted {
    async fn pass(req: &HttpRequest, state: &AppState) -> Option<HttpResponse> {
        guard(req, state).await
    }
}

/// Whoever came through door `D`: the session cookie they hold, and the administrator it
/// signs in, if any (a session that cannot be read: the 503 page).
pub struct Visitor<D> {
    pub token: Option<String>,
    pub email: Option<String>,
    door: PhantomData<D>,
}

/// An administrator, signed in, who came through door `D`; anyone else is sent on to `/admin`.
pub struct Administrator<D> {
    pub email: String,
    door: PhantomData<D>,
}

/// What an extractor answers with when it turns a request away: its page (or the way on to
/// `/admin`), an answer and not a failure, so not logged as one ([`turned_away`]).
#[derive(Debug)]
pub struct TurnedAway;

impl std::fmt::Display for TurnedAway {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("turned away at the admin area's door")
    }
}

type Refusal = InternalError<TurnedAway>;

fn refusal(response: HttpResponse) -> Refusal {
    InternalError::from_response(TurnedAway, response)
}

/// Whether `error` is an admin extractor's answer rather than a failure.
pub fn turned_away(error: &actix_web::Error) -> bool {
    error.as_error::<Refusal>().is_some()
}

fn state_of(req: &HttpRequest) -> web::Data<AppState> {
    req.app_data::<web::Data<AppState>>()
        .expect("the app state is registered")
        .clone()
}

/// Door `D`, then the session cookie's administrator.
async fn visit<D: Door>(req: &HttpRequest) -> Result<Visitor<D>, HttpResponse> {
    let state = state_of(req);
    if let Some(refused) = D::pass(req, &state).await {
        return Err(refused);
    }
    let token = req.cookie(SESSION_COOKIE).map(|c| c.value().to_string());
    let email = match &token {
        Some(token) => admin::signed_in(&state.admin, token, now_ms())
            .await
            .map_err(|err| unavailable(&state, &err))?,
        None => None,
    };
    Ok(Visitor {
        token,
        email,
        door: PhantomData,
    })
}

macro_rules! extract {
    ($ty:ident, $req:ident => $body:expr) => {
        impl<D: Door> FromRequest for $ty<D> {
            type Error = Refusal;
            type Future = Pin<Box<dyn Future<Output = Result<Self, Refusal>>>>;

            fn from_request($req: &HttpRequest, _: &mut dev::Payload) -> Self::Future {
                let $req = $req.clone();
                Box::pin(async move {
                    let answer: Result<Self, HttpResponse> = async { $body }.await;
                    answer.map_err(refusal)
                })
            }
        }
    };
}

extract!(Visitor, req => visit::<D>(&req).await);
extract!(Administrator, req => {
    let visitor = visit::<D>(&req).await?;
    visitor
        .email
        .map(|email| Administrator { email, door: PhantomData })
        .ok_or_else(|| see_admin().finish())
});

/// The door alone (no session needed): [`Opened`] or [`Posted`].
pub struct Through<D>(PhantomData<D>);

extract!(Through, req => match D::pass(&req, &state_of(&req)).await {
    Some(refused) => Err(refused),
    None => Ok(Through(PhantomData)),
});
